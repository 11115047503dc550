-- Language access (45 CFR 92.11): every request records the language to call back in, any interpreter
-- or other accommodation asked for, and the language of the page it was sent from.
-- The checks mirror languageFields in supabase/functions/_shared/requests.ts. Older rows become English
-- requests, which is what they were: the site had no other language.

alter table public.consultation_requests
  add column preferred_language text not null default 'en' check (preferred_language in ('en', 'es', 'other')),
  add column preferred_language_other text
    check (char_length(preferred_language_other) between 1 and 100 and preferred_language_other = btrim(preferred_language_other)),
  add column accommodation text
    check (char_length(accommodation) between 1 and 500 and accommodation = btrim(accommodation)),
  add column sent_from_language text not null default 'en' check (sent_from_language in ('en', 'es')),
  -- "other" always names the language; English and Spanish never carry a stray one
  add constraint consultation_requests_other_language check (
    (preferred_language = 'other') = (preferred_language_other is not null)
  );

comment on column public.consultation_requests.preferred_language is 'The language to call back in: en, es, or other (then preferred_language_other names it).';
comment on column public.consultation_requests.accommodation is 'Interpreter or other accommodation the sender asked for (for example an ASL interpreter), if any.';
comment on column public.consultation_requests.sent_from_language is 'The language of the page the request was sent from (en or es).';


-- consultation_submit() stores the new columns too: the same rate limit and insert, four more fields.
drop function public.consultation_submit(text, timestamptz, integer, integer, integer, text, text, text, text, text, text, text, text, text);

create function public.consultation_submit(
  p_sender_hash text,
  p_at timestamptz,
  p_window_seconds integer,
  p_sender_max integer,
  p_global_max integer,
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
) returns table (outcome text, id bigint, created_at timestamptz, retry_after_seconds integer)
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_at timestamptz;
  v_since timestamptz;
  v_window interval := make_interval(secs => p_window_seconds);
  v_count integer;
  v_oldest timestamptz;
begin
  -- One submission at a time: the counts below cannot change until this transaction ends.
  perform pg_advisory_xact_lock(hashtext('public.consultation_submit'));
  v_at := coalesce(p_at, clock_timestamp());
  v_since := v_at - v_window;

  -- Requests older than the window can no longer limit anything.
  delete from public.consultation_rate_events e where e.at <= v_since;

  select count(*), min(e.at) into v_count, v_oldest from public.consultation_rate_events e where e.at > v_since;
  if v_count >= p_global_max then
    return query select 'global_limited'::text, null::bigint, null::timestamptz,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - v_at)))::integer);
    return;
  end if;

  select count(*), min(e.at) into v_count, v_oldest
    from public.consultation_rate_events e where e.sender_hash = p_sender_hash and e.at > v_since;
  if v_count >= p_sender_max then
    return query select 'sender_limited'::text, null::bigint, null::timestamptz,
      greatest(1, ceil(extract(epoch from (v_oldest + v_window - v_at)))::integer);
    return;
  end if;

  insert into public.consultation_rate_events (sender_hash, at) values (p_sender_hash, v_at);
  return query
    insert into public.consultation_requests as r
      (kind, name, first_name, last_name, email, phone, location, insurance, message,
       preferred_language, preferred_language_other, accommodation, sent_from_language, sender_hash)
    values (p_kind, p_name, p_first_name, p_last_name, p_email, p_phone, p_location, p_insurance, p_message,
      coalesce(p_preferred_language, 'en'), p_preferred_language_other, p_accommodation, coalesce(p_sent_from_language, 'en'), p_sender_hash)
    returning 'stored'::text, r.id, r.created_at, null::integer;
end
$$;

comment on function public.consultation_submit is
  'Rate limit (sliding window, per sender and global) and storage of one request, atomically. Called only by the send-consultation function.';

-- Functions are executable by everyone by default: only the function's own database role may call it.
revoke all on function public.consultation_submit from public, anon, authenticated;
