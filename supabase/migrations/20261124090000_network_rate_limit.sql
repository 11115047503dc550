-- A rate limit one attacker cannot turn against every patient (docs/decisions.md, "The rate limit").
--
-- The global ceiling of the previous migration let 250 requests from 50 made-up addresses refuse every
-- other visitor for ten minutes. It is replaced by three levels, all over the same sliding window:
--   sender  one IPv4 address or one IPv6 /64 (p_sender_max, default 5): 429
--   block   one IPv4 /24 or one IPv6 /48 (p_block_max, default 30): 429, only for that block
--   surge   all senders together (p_surge_level, default 300: more in ten minutes than the practice's
--           busiest real day brings in all day): 503 with Retry-After, the form asks the visitor to
--           call, and the function tells staff once per surge (surge_started).
-- Both hashes are HMACs made by the function: the database never sees an address.
--
-- The function also gets lock_timeout: a session that holds the advisory lock below can no longer
-- keep submissions waiting; after 3 seconds they fail with 55P03 and the function answers 503.

alter table public.consultation_rate_events
  add column block_hash text check (block_hash ~ '^[0-9a-f]{64}$');

create index consultation_rate_events_block_at_idx on public.consultation_rate_events (block_hash, at);

-- One row per surge: when it started and when the last request was refused because of it. A surge
-- ends once a whole window has passed without a refusal; the next one is a new row (and a new notice).
create table public.consultation_surges (
  id bigint generated always as identity primary key,
  started_at timestamptz not null,
  last_refused_at timestamptz not null
);

comment on table public.consultation_surges is
  'Times the request form refused everyone because of a surge (no personal data). Written only by consultation_submit().';

alter table public.consultation_surges enable row level security;
revoke all on table public.consultation_surges from anon, authenticated;
revoke all on sequence public.consultation_surges_id_seq from anon, authenticated;

drop function public.consultation_submit(text, timestamptz, integer, integer, integer, text, text, text, text, text, text, text, text, text, text, text, text, text);

-- outcome 'stored' | 'sender_limited' | 'block_limited' | 'surge'; retry_after_seconds for the last three;
-- surge_started: this refusal began a new surge (the function notifies staff).
create function public.consultation_submit(
  p_sender_hash text,
  p_block_hash text,
  p_at timestamptz,
  p_window_seconds integer,
  p_sender_max integer,
  p_block_max integer,
  p_surge_level integer,
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
begin
  -- One submission at a time: the counts below cannot change until this transaction ends.
  perform pg_advisory_xact_lock(hashtext('public.consultation_submit'));
  v_at := coalesce(p_at, clock_timestamp());
  v_since := v_at - v_window;

  -- Requests older than the window can no longer limit anything.
  delete from public.consultation_rate_events e where e.at <= v_since;

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

  insert into public.consultation_rate_events (sender_hash, block_hash, at) values (p_sender_hash, p_block_hash, v_at);
  return query
    insert into public.consultation_requests as r
      (kind, name, first_name, last_name, email, phone, location, insurance, message,
       preferred_language, preferred_language_other, accommodation, sent_from_language, sender_hash)
    values (p_kind, p_name, p_first_name, p_last_name, p_email, p_phone, p_location, p_insurance, p_message,
      coalesce(p_preferred_language, 'en'), p_preferred_language_other, p_accommodation, coalesce(p_sent_from_language, 'en'), p_sender_hash)
    returning 'stored'::text, r.id, r.created_at, null::integer, false;
end
$$;

comment on function public.consultation_submit is
  'Rate limit (sliding window: per sender, per network block, surge level) and storage of one request, atomically. Called only by the send-consultation function.';

revoke all on function public.consultation_submit from public, anon, authenticated;
