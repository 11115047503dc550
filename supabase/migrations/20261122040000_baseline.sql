-- The request forms' database, used only by the send-consultation function. Row-level security is on
-- with no policy and the API roles have no privileges: the public key can neither read nor write.
-- The checks mirror functions/_shared/form-fields.ts (a test compares them). zod counts UTF-16 units:
-- "at most" uses char_length and "at least" octet_length, so whatever zod accepts, these accept.
-- Languages are checked by their shape only: adding one to the site needs no migration.

-- The reference the patient may quote ("7KQ-M2D"): the id's low 30 bits mixed one-to-one (odd multiplier
-- modulo 2^30) as six digits of Crockford's base 32 (no I, L, O or U), the high part in front.
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

create table public.consultation_requests (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('contact', 'appointment')),
  name text check (char_length(name) between 1 and 100 and name = btrim(name)),
  first_name text check (char_length(first_name) between 1 and 50 and first_name = btrim(first_name)),
  last_name text check (char_length(last_name) between 1 and 50 and last_name = btrim(last_name)),
  location text check (char_length(location) between 1 and 200),
  insurance text check (char_length(insurance) between 1 and 200),
  message text check (char_length(message) between 1 and 1000 and message = btrim(message)),
  email text not null check (
    char_length(email) <= 255 and email = btrim(email) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  -- the number and any extension after it ("+1 (555) 010-0199 ext. 12")
  phone text not null check (octet_length(phone) >= 10 and char_length(phone) <= 40 and phone = btrim(phone)),
  -- HMAC of the sender's address: a sender is counted without keeping the address
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  -- language access (45 CFR 92.11)
  preferred_language text not null default 'en'
    check (preferred_language = 'other' or preferred_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  preferred_language_other text
    check (char_length(preferred_language_other) between 1 and 100 and preferred_language_other = btrim(preferred_language_other)),
  accommodation text check (char_length(accommodation) between 1 and 500 and accommodation = btrim(accommodation)),
  sent_from_language text not null default 'en' check (sent_from_language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  reference text generated always as (public.consultation_reference(id)) stored,
  sent_during_surge boolean not null default false,
  -- each kind has exactly its own fields
  constraint consultation_requests_kind_fields check (case kind
    when 'contact' then name is not null and num_nonnulls(first_name, last_name, location, insurance, message) = 0
    else name is null and num_nulls(first_name, last_name, location, insurance, message) = 0 end),
  constraint consultation_requests_other_language check (
    (preferred_language = 'other') = (preferred_language_other is not null)
  )
);

comment on table public.consultation_requests is
  'Contact and appointment requests sent from the website. Written only by the send-consultation function.';
comment on column public.consultation_requests.sent_during_surge is
  'Sent while the site was under a surge: accepted because the sender''s browser solved a proof-of-work challenge. A flood''s requests are among these.';

create index consultation_requests_created_at_idx on public.consultation_requests (created_at desc);
create unique index consultation_requests_reference_idx on public.consultation_requests (reference);

-- The rate limit: one row per accepted request, over a sliding window (docs/decisions.md, "The rate limit").
create table public.consultation_rate_events (
  id bigint generated always as identity primary key,
  -- HMACs of one IPv4 address or IPv6 /64, and of its IPv4 /24 or IPv6 /48
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  at timestamptz not null,
  block_hash text check (block_hash ~ '^[0-9a-f]{64}$')
);

create index consultation_rate_events_at_idx on public.consultation_rate_events (at);

-- One row per surge; it ends once a whole window passes without a refusal.
create table public.consultation_surges (
  id bigint generated always as identity primary key,
  started_at timestamptz not null,
  last_refused_at timestamptz not null
);

-- The surge challenges already used (signatures the function made), until they expire.
create table public.consultation_spent_challenges (
  signature text primary key check (signature ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null
);

alter table public.consultation_requests enable row level security;
alter table public.consultation_rate_events enable row level security;
alter table public.consultation_surges enable row level security;
alter table public.consultation_spent_challenges enable row level security;

revoke all on table public.consultation_requests, public.consultation_rate_events, public.consultation_surges,
  public.consultation_spent_challenges from anon, authenticated;
revoke all on sequence public.consultation_requests_id_seq, public.consultation_rate_events_id_seq,
  public.consultation_surges_id_seq from anon, authenticated;

-- Takes a slot and stores the request (p_request: its columns as JSON) in one transaction, or says why not:
--   'sender_limited' / 'block_limited'  the sender or its network block is at its most in the window: 429
--   'surge'           all senders together are at p_surge_level: the function answers with a challenge;
--                     surge_started: this refusal began a new surge (staff are told once)
--   'challenge_used'  p_challenge (the signature of a verified challenge) was used already
--   'stored'          a request with a solved challenge passes the surge level and is flagged
-- retry_after_seconds: when the oldest request of the full window leaves it. p_at null: the database's
-- clock. lock_timeout: past 3 s waiting for the lock a submission fails with 55P03 (the function: 503).
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
  p_request jsonb
) returns table (outcome text, id bigint, created_at timestamptz, reference text, retry_after_seconds integer, surge_started boolean)
language plpgsql
set search_path = public, pg_temp
set lock_timeout = '3s'
as $$
declare
  v_at timestamptz;
  v_since timestamptz;
  v_sender integer;
  v_sender_oldest timestamptz;
  v_block integer;
  v_block_oldest timestamptz;
  v_all integer;
  v_oldest timestamptz;
  v_outcome text;
  v_surge bigint;
  v_spent text;
begin
  -- One submission at a time: the counts cannot change until this transaction ends.
  perform pg_advisory_xact_lock(hashtext('public.consultation_submit'));
  v_at := coalesce(p_at, clock_timestamp());
  v_since := v_at - make_interval(secs => p_window_seconds);
  -- An hour to spare for a clock that differs from the function's.
  delete from public.consultation_rate_events e where e.at <= v_since;
  delete from public.consultation_spent_challenges c where c.expires_at < v_at - interval '1 hour';

  select count(*) filter (where e.sender_hash = p_sender_hash), min(e.at) filter (where e.sender_hash = p_sender_hash),
         count(*) filter (where e.block_hash = p_block_hash), min(e.at) filter (where e.block_hash = p_block_hash),
         count(*), min(e.at)
    into v_sender, v_sender_oldest, v_block, v_block_oldest, v_all, v_oldest
    from public.consultation_rate_events e where e.at > v_since;
  if v_sender >= p_sender_max then
    v_outcome := 'sender_limited';
    v_oldest := v_sender_oldest;
  elsif v_block >= p_block_max then
    v_outcome := 'block_limited';
    v_oldest := v_block_oldest;
  elsif p_challenge is null and v_all >= p_surge_level then
    v_outcome := 'surge';
    update public.consultation_surges s set last_refused_at = v_at
      where s.id = (select max(s2.id) from public.consultation_surges s2) and s.last_refused_at > v_since
      returning s.id into v_surge;
    if v_surge is null then
      insert into public.consultation_surges (started_at, last_refused_at) values (v_at, v_at);
    end if;
  end if;
  if v_outcome is not null then
    return query select v_outcome, null::bigint, null::timestamptz, null::text,
      greatest(1, ceil(extract(epoch from (v_oldest - v_since)))::integer), v_outcome = 'surge' and v_surge is null;
    return;
  end if;

  if p_challenge is not null then
    insert into public.consultation_spent_challenges (signature, expires_at) values (p_challenge, p_challenge_expires)
      on conflict (signature) do nothing
      returning signature into v_spent;
    if v_spent is null then
      return query select 'challenge_used'::text, null::bigint, null::timestamptz, null::text, null::integer, false;
      return;
    end if;
  end if;

  insert into public.consultation_rate_events (sender_hash, block_hash, at) values (p_sender_hash, p_block_hash, v_at);
  return query
    insert into public.consultation_requests as r
      (kind, name, first_name, last_name, email, phone, location, insurance, message,
       preferred_language, preferred_language_other, accommodation, sent_from_language, sender_hash, sent_during_surge)
    select q.kind, q.name, q.first_name, q.last_name, q.email, q.phone, q.location, q.insurance, q.message,
      q.preferred_language, q.preferred_language_other, q.accommodation, q.sent_from_language, p_sender_hash, p_challenge is not null
      from jsonb_populate_record(null::public.consultation_requests, p_request) q
    returning 'stored'::text, r.id, r.created_at, r.reference, null::integer, false;
end
$$;

-- Requests are personal data (docs/decisions.md, "Retention"): deleted nightly by pg_cron where offered,
-- and by the local database as it opens, after p_days, else app.request_retention_days, else 30.
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

-- Functions are executable by everyone by default: only the function's own database role may call them.
revoke all on function public.consultation_reference, public.consultation_submit, public.consultation_delete_expired
  from public, anon, authenticated;

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
