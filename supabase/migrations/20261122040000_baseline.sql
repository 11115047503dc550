-- The database of the request forms: the requests, the rate limit, the surge challenges, the count that
-- checks nothing went missing, the retention. One migration: nothing was deployed before it.
--
-- Only the send-consultation function reads or writes these tables, through the database connection
-- Supabase gives functions (SUPABASE_DB_URL). Row-level security is on with no policy, and the API roles
-- (anon, authenticated) have no privileges: the public key can neither read nor write a request.
--
-- The check constraints mirror the forms' rules (supabase/functions/_shared/form-fields.ts; a unit test
-- compares them). zod counts UTF-16 code units; char_length counts characters, which are never more, so
-- "at most" uses char_length and "at least" uses octet_length (UTF-8 bytes, never fewer): whatever zod
-- accepts, these accept too. The languages are checked only by their shape: the site's list
-- (lib/i18n/languages.ts) is the function's to check, so adding a language needs no migration.

-- The short reference the patient can quote on the phone ("7KQ-M2D"), a function of the request's id:
-- unique, no extra write. The low 30 bits of the id, mixed by an odd multiplier modulo 2^30 (one-to-one)
-- and written as six digits of Crockford's base 32 (no I, L, O or U), three and three; an id past 2^30
-- adds its high part in front. The function computes the same (send-consultation/reference.ts; a test
-- compares the two).
create function public.consultation_reference(p_id bigint) returns text
language plpgsql
immutable
strict
set search_path = pg_catalog
as $$
declare
  v_alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  v_mixed bigint := ((p_id % 1073741824) * 387420489 + 123456789) % 1073741824;
  v_high bigint := p_id / 1073741824;
  v_text text := '';
  v_prefix text := '';
begin
  for i in 0..5 loop
    v_text := substr(v_alphabet, (v_mixed % 32)::integer + 1, 1) || v_text;
    v_mixed := v_mixed / 32;
  end loop;
  while v_high > 0 loop
    v_prefix := substr(v_alphabet, (v_high % 32)::integer + 1, 1) || v_prefix;
    v_high := v_high / 32;
  end loop;
  return case when v_prefix = '' then '' else v_prefix || '-' end || substr(v_text, 1, 3) || '-' || substr(v_text, 4, 3);
end
$$;

revoke all on function public.consultation_reference(bigint) from public, anon, authenticated;

create table public.consultation_requests (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('contact', 'appointment')),
  -- contact request
  name text check (char_length(name) between 1 and 100 and name = btrim(name)),
  -- appointment request
  first_name text check (char_length(first_name) between 1 and 50 and first_name = btrim(first_name)),
  last_name text check (char_length(last_name) between 1 and 50 and last_name = btrim(last_name)),
  location text check (char_length(location) between 1 and 200),
  insurance text check (char_length(insurance) between 1 and 200),
  message text check (char_length(message) between 1 and 1000 and message = btrim(message)),
  -- both
  email text not null check (
    char_length(email) <= 255 and email = btrim(email) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  -- the number and any extension after it ("+1 (555) 010-0199 ext. 12")
  phone text not null check (octet_length(phone) >= 10 and char_length(phone) <= 40 and phone = btrim(phone)),
  -- HMAC of the sender's address: lets us count a sender without keeping the address
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- language access (45 CFR 92.11): the language to call back in, any accommodation, the page's language
  preferred_language text not null default 'en'
    check (preferred_language = 'other' or preferred_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  preferred_language_other text
    check (char_length(preferred_language_other) between 1 and 100 and preferred_language_other = btrim(preferred_language_other)),
  accommodation text check (char_length(accommodation) between 1 and 500 and accommodation = btrim(accommodation)),
  sent_from_language text not null default 'en' check (sent_from_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  reference text generated always as (public.consultation_reference(id)) stored,
  sent_during_surge boolean not null default false,
  -- each kind has exactly its own fields
  constraint consultation_requests_contact_fields check (
    kind <> 'contact'
    or (name is not null and first_name is null and last_name is null
        and location is null and insurance is null and message is null)
  ),
  constraint consultation_requests_appointment_fields check (
    kind <> 'appointment'
    or (name is null and first_name is not null and last_name is not null
        and location is not null and insurance is not null and message is not null)
  ),
  -- "other" always names the language; a language of the site never carries a stray one
  constraint consultation_requests_other_language check (
    (preferred_language = 'other') = (preferred_language_other is not null)
  )
);

comment on table public.consultation_requests is
  'Contact and appointment requests sent from the website. Written only by the send-consultation function.';
comment on column public.consultation_requests.preferred_language is 'The language to call back in: a language code of the site (en, es…), or other (then preferred_language_other names it). By default the language of the page the request was sent from.';
comment on column public.consultation_requests.accommodation is 'Interpreter or other accommodation the sender asked for (for example an ASL interpreter), if any.';
comment on column public.consultation_requests.sent_from_language is 'The language code of the page the request was sent from (en, es…; the site''s list is checked by the function).';
comment on column public.consultation_requests.reference is 'The short reference the patient was shown after sending (and may quote on the phone), from the id.';
comment on column public.consultation_requests.sent_during_surge is
  'Sent while the site was under a surge: accepted because the sender''s browser solved a proof-of-work challenge. A flood''s requests are among these.';

create index consultation_requests_created_at_idx on public.consultation_requests (created_at desc);
create unique index consultation_requests_reference_idx on public.consultation_requests (reference);

-- The rate limit: one row per accepted request, over a sliding window (docs/decisions.md, "The rate limit").
create table public.consultation_rate_events (
  id bigint generated always as identity primary key,
  -- HMAC of one IPv4 address or IPv6 /64 (or of the shared bucket of requests without one)
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  at timestamptz not null,
  -- HMAC of its network block: one IPv4 /24 or IPv6 /48
  block_hash text check (block_hash ~ '^[0-9a-f]{64}$')
);

comment on table public.consultation_rate_events is
  'One row per accepted request, kept for one rate-limit window. Written only by consultation_submit().';

create index consultation_rate_events_sender_at_idx on public.consultation_rate_events (sender_hash, at);
create index consultation_rate_events_at_idx on public.consultation_rate_events (at);
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

-- The surge challenges already used, by signature (an HMAC the function made: no personal data), until they expire.
create table public.consultation_spent_challenges (
  signature text primary key check (signature ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null
);

comment on table public.consultation_spent_challenges is
  'Signatures of the surge challenges already solved and used, kept until they expire, so that a solution is used once. Written only by consultation_submit().';

-- How many requests are stored, in a table of its own (another file on disk than the requests). The
-- local embedded database compares it with the requests it can read each time it opens
-- (supabase/local/integrity.ts): a damaged or truncated data file is found and reported at start.
create table public.consultation_request_count (
  only_row boolean primary key default true check (only_row),
  stored bigint not null check (stored >= 0)
);

comment on table public.consultation_request_count is
  'The number of rows of consultation_requests, kept by triggers: a check that no stored request went missing.';

insert into public.consultation_request_count (stored) values (0);

alter table public.consultation_requests enable row level security;
alter table public.consultation_rate_events enable row level security;
alter table public.consultation_surges enable row level security;
alter table public.consultation_spent_challenges enable row level security;
alter table public.consultation_request_count enable row level security;

-- No policies on purpose. And no privileges for the roles behind the public API keys either.
revoke all on table public.consultation_requests, public.consultation_rate_events, public.consultation_surges,
  public.consultation_spent_challenges, public.consultation_request_count from anon, authenticated;
revoke all on sequence public.consultation_requests_id_seq, public.consultation_rate_events_id_seq,
  public.consultation_surges_id_seq from anon, authenticated;

create function public.consultation_request_counted() returns trigger
language plpgsql
set search_path = public, pg_temp
as $$
begin
  if tg_op = 'INSERT' then
    update public.consultation_request_count set stored = stored + (select count(*) from new_rows);
  elsif tg_op = 'DELETE' then
    update public.consultation_request_count set stored = stored - (select count(*) from old_rows);
  else
    update public.consultation_request_count set stored = 0;
  end if;
  return null;
end
$$;

revoke all on function public.consultation_request_counted from public, anon, authenticated;

create trigger consultation_requests_counted_insert after insert on public.consultation_requests
  referencing new table as new_rows for each statement execute function public.consultation_request_counted();
create trigger consultation_requests_counted_delete after delete on public.consultation_requests
  referencing old table as old_rows for each statement execute function public.consultation_request_counted();
create trigger consultation_requests_counted_truncate after truncate on public.consultation_requests
  for each statement execute function public.consultation_request_counted();

-- Takes a slot and stores the request in one transaction, or says why not, over one sliding window:
--   'sender_limited'  the sender (one IPv4 address or IPv6 /64) has p_sender_max requests in it: 429
--   'block_limited'   its network block has p_block_max: 429, only for that block
--   'surge'           all senders together have p_surge_level (more than the busiest real day): the
--                     function answers with a proof-of-work challenge; surge_started: this answer began
--                     a new surge (the function tells staff once per surge)
--   'challenge_used'  p_challenge (the signature of a challenge the function verified) was used already
--   'stored'          id and created_at of the new row; a request with a solved challenge passes the
--                     surge level (never the other two) and is stored flagged (sent_during_surge)
-- retry_after_seconds: when the oldest request of the full window leaves it. p_at: the time of the
-- request (null: the database's clock). lock_timeout: a session holding the advisory lock cannot keep
-- submissions waiting; after 3 seconds they fail with 55P03 and the function answers 503.
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

-- Functions are executable by everyone by default: only the function's own database role may call it.
revoke all on function public.consultation_submit from public, anon, authenticated;

-- Requests are personal data: kept a set number of days, then deleted (docs/decisions.md, "Retention").
-- consultation_delete_expired() runs
--   - in Supabase every night at 03:17 UTC through pg_cron (below; enabled where the database offers it:
--     Database, Extensions, pg_cron);
--   - in the local embedded database each time it opens (supabase/local/, REQUEST_RETENTION_DAYS).
-- The number of days: the argument, else the database setting app.request_retention_days
-- (alter database postgres set app.request_retention_days = '60'), else 30.
create function public.consultation_delete_expired(p_days integer default null) returns integer
language plpgsql
set search_path = public, pg_temp
as $$
declare
  v_days integer := coalesce(p_days, nullif(current_setting('app.request_retention_days', true), '')::integer, 30);
  v_deleted integer;
begin
  if v_days < 1 then
    raise exception 'requests must be kept at least one day (got %)', v_days;
  end if;
  delete from public.consultation_requests r where r.created_at < now() - make_interval(days => v_days);
  get diagnostics v_deleted = row_count;
  delete from public.consultation_surges s where s.last_refused_at < now() - make_interval(days => v_days);
  return v_deleted;
end
$$;

comment on function public.consultation_delete_expired is
  'Deletes the requests older than the retention period (app.request_retention_days, default 30 days). Returns how many.';

revoke all on function public.consultation_delete_expired from public, anon, authenticated;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('delete-expired-consultation-requests', '17 3 * * *', 'select public.consultation_delete_expired()');
  else
    raise notice 'pg_cron is not available here: requests older than the retention period are not deleted on a schedule.';
  end if;
end
$$;
