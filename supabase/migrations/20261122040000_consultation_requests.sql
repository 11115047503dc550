-- The requests sent by the contact and appointment forms, and the per-sender counter that limits them.
--
-- Only the send-consultation function reads or writes these tables, through the database connection
-- Supabase gives functions (SUPABASE_DB_URL). Row-level security is on with no policy, and the API roles
-- (anon, authenticated) have no privileges: the public key can neither read nor write a request.
--
-- The check constraints mirror supabase/functions/_shared/requests.ts (docs/requirements.md §5). zod counts UTF-16
-- code units; char_length counts characters, which are never more, so "at most" uses char_length and
-- "at least" uses octet_length (UTF-8 bytes, never fewer): whatever zod accepts, these accept too.

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
  phone text not null check (octet_length(phone) >= 10 and char_length(phone) <= 20 and phone = btrim(phone)),
  -- SHA-256 of the sender's IP address with a secret salt: lets us count a sender without keeping the address
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
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
  )
);

comment on table public.consultation_requests is
  'Contact and appointment requests sent from the website. Written only by the send-consultation function.';

create index consultation_requests_created_at_idx on public.consultation_requests (created_at desc);

-- One row per sender and time window; the function adds one atomically:
-- insert ... on conflict (sender_hash, window_start) do update set request_count = request_count + 1 returning request_count
create table public.consultation_rate_limits (
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  window_start timestamptz not null,
  request_count integer not null default 1 check (request_count > 0),
  primary key (sender_hash, window_start)
);

comment on table public.consultation_rate_limits is
  'How many requests each (hashed) sender made in each time window. Old windows are deleted by the function.';

create index consultation_rate_limits_window_start_idx on public.consultation_rate_limits (window_start);

alter table public.consultation_requests enable row level security;
alter table public.consultation_rate_limits enable row level security;

-- No policies on purpose. And no privileges for the roles behind the public API keys either.
revoke all on table public.consultation_requests from anon, authenticated;
revoke all on table public.consultation_rate_limits from anon, authenticated;
revoke all on sequence public.consultation_requests_id_seq from anon, authenticated;
