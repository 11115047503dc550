-- A surge no longer refuses everyone (docs/decisions.md, "The rate limit"). Past the surge level the
-- function answers with a proof-of-work challenge instead of a refusal: the form's browser solves it in
-- the background and sends again with the solution, which the function verifies (its signature, its
-- expiry, the work) before calling consultation_submit() with the challenge's signature. Here:
--   * a solution is used once: its challenge's signature is kept until the challenge has expired
--     (consultation_spent_challenges), and a second request with it is refused ('challenge_used');
--   * a request with a solution passes the surge level (never the sender or network block limits),
--     and is stored flagged (sent_during_surge), so staff can sort a flood's requests from the others.

alter table public.consultation_requests
  add column sent_during_surge boolean not null default false;

comment on column public.consultation_requests.sent_during_surge is
  'Sent while the site was under a surge: accepted because the sender''s browser solved a proof-of-work challenge. A flood''s requests are among these.';

-- The challenges already used, by signature (an HMAC the function made: no personal data), until they expire.
create table public.consultation_spent_challenges (
  signature text primary key check (signature ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null
);

comment on table public.consultation_spent_challenges is
  'Signatures of the surge challenges already solved and used, kept until they expire, so that a solution is used once. Written only by consultation_submit().';

alter table public.consultation_spent_challenges enable row level security;
revoke all on table public.consultation_spent_challenges from anon, authenticated;

drop function public.consultation_submit(text, text, timestamptz, integer, integer, integer, integer, text, text, text, text, text, text, text, text, text, text, text, text, text);

-- outcome 'stored' | 'sender_limited' | 'block_limited' | 'surge' | 'challenge_used'; retry_after_seconds
-- for the limits and the surge; surge_started: this answer began a new surge (the function notifies staff).
-- p_challenge, p_challenge_expires: the signature and expiry of a challenge the function has verified, or null.
create function public.consultation_submit(
  p_sender_hash text,
  p_block_hash text,
  p_at timestamptz,
  p_window_seconds integer,
  p_sender_max integer,
  p_block_max integer,
  p_surge_level integer,
  p_challenge text,
  p_challenge_expires timestamptz,
  p_kind text,
  p_name text,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_location text,
  p_insurance text,
  p_message text,
  p_preferred_language text,
  p_preferred_language_other text,
  p_accommodation text,
  p_sent_from_language text
) returns table (outcome text, id bigint, created_at timestamptz, retry_after_seconds integer, surge_started boolean)
language plpgsql
set search_path = public, pg_temp
set lock_timeout = '3s'
as $$
declare
  v_at timestamptz;
  v_since timestamptz;
  v_window interval := make_interval(secs => p_window_seconds);
  v_count integer;
  v_oldest timestamptz;
  v_surge bigint;
  v_new_challenge text;
begin
  -- One submission at a time: the counts below cannot change until this transaction ends.
  perform pg_advisory_xact_lock(hashtext('public.consultation_submit'));
  v_at := coalesce(p_at, clock_timestamp());
  v_since := v_at - v_window;

  -- Requests older than the window can no longer limit anything; an expired challenge can no longer be
  -- used (the function refuses it), with an hour to spare for a clock that differs from the function's.
  delete from public.consultation_rate_events e where e.at <= v_since;
  delete from public.consultation_spent_challenges c where c.expires_at < v_at - interval '1 hour';

  select count(*), min(e.at) into v_count, v_oldest
    from public.consultation_rate_events e where e.sender_hash = p_sender_hash and e.at > v_since;
  if v_count >= p_sender_max then
    return query select 'sender_limited'::text, null::bigint, null::timestamptz,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - v_at)))::integer), false;
    return;
  end if;

  select count(*), min(e.at) into v_count, v_oldest
    from public.consultation_rate_events e where e.block_hash = p_block_hash and e.at > v_since;
  if v_count >= p_block_max then
    return query select 'block_limited'::text, null::bigint, null::timestamptz,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - v_at)))::integer), false;
    return;
  end if;

  if p_challenge is not null then
    -- A solved challenge passes the surge level, once.
    insert into public.consultation_spent_challenges (signature, expires_at) values (p_challenge, p_challenge_expires)
      on conflict (signature) do nothing
      returning signature into v_new_challenge;
    if v_new_challenge is null then
      return query select 'challenge_used'::text, null::bigint, null::timestamptz, null::integer, false;
      return;
    end if;
  else
    select count(*), min(e.at) into v_count, v_oldest from public.consultation_rate_events e where e.at > v_since;
    if v_count >= p_surge_level then
      update public.consultation_surges s set last_refused_at = v_at
        where s.id = (select max(s2.id) from public.consultation_surges s2) and s.last_refused_at > v_since
        returning s.id into v_surge;
      if v_surge is null then
        insert into public.consultation_surges (started_at, last_refused_at) values (v_at, v_at);
      end if;
      return query select 'surge'::text, null::bigint, null::timestamptz,
        greatest(1, ceil(extract(epoch from (v_oldest + v_window - v_at)))::integer), v_surge is null;
      return;
    end if;
  end if;

  insert into public.consultation_rate_events (sender_hash, block_hash, at) values (p_sender_hash, p_block_hash, v_at);
  return query
    insert into public.consultation_requests as r
      (kind, name, first_name, last_name, email, phone, location, insurance, message,
       preferred_language, preferred_language_other, accommodation, sent_from_language, sender_hash, sent_during_surge)
    values (p_kind, p_name, p_first_name, p_last_name, p_email, p_phone, p_location, p_insurance, p_message,
      coalesce(p_preferred_language, 'en'), p_preferred_language_other, p_accommodation, coalesce(p_sent_from_language, 'en'),
      p_sender_hash, p_challenge is not null)
    returning 'stored'::text, r.id, r.created_at, null::integer, false;
end
$$;

comment on function public.consultation_submit is
  'Rate limit (sliding window: per sender, per network block, surge level passed only with a solved challenge, used once) and storage of one request, atomically. Called only by the send-consultation function.';

revoke all on function public.consultation_submit from public, anon, authenticated;
