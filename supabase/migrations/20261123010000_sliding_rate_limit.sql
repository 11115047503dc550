-- The rate limit becomes a sliding window with a global ceiling, and storing a request becomes one
-- atomic call: consultation_submit() takes a slot and stores the request in the same transaction, so a
-- request that fails to store never uses up a slot, and no window of the given length ever holds more
-- than the limit (per sender, and for all senders together).
--
-- The fixed-window counter of the first migration let up to twice the limit through across a window
-- boundary; it is replaced by one row per accepted request.

drop table public.consultation_rate_limits;

create table public.consultation_rate_events (
  id bigint generated always as identity primary key,
  -- HMAC of the sender's address (or of the shared bucket of requests without one)
  sender_hash text not null check (sender_hash ~ '^[0-9a-f]{64}$'),
  at timestamptz not null
);

comment on table public.consultation_rate_events is
  'One row per accepted request, kept for one rate-limit window. Written only by consultation_submit().';

create index consultation_rate_events_sender_at_idx on public.consultation_rate_events (sender_hash, at);
create index consultation_rate_events_at_idx on public.consultation_rate_events (at);

alter table public.consultation_rate_events enable row level security;
revoke all on table public.consultation_rate_events from anon, authenticated;
revoke all on sequence public.consultation_rate_events_id_seq from anon, authenticated;

-- Takes a slot for the sender and stores the request, or says why not:
--   outcome 'stored'          id and created_at of the new row
--   outcome 'sender_limited'  the sender already has p_sender_max requests in the window
--   outcome 'global_limited'  all senders together already have p_global_max requests in the window
-- retry_after_seconds: when the oldest request of the full window leaves it.
-- p_at is the time of the request (null: the database's clock).
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
  p_message text
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
      (kind, name, first_name, last_name, email, phone, location, insurance, message, sender_hash)
    values (p_kind, p_name, p_first_name, p_last_name, p_email, p_phone, p_location, p_insurance, p_message, p_sender_hash)
    returning 'stored'::text, r.id, r.created_at, null::integer;
end
$$;

comment on function public.consultation_submit is
  'Rate limit (sliding window, per sender and global) and storage of one request, atomically. Called only by the send-consultation function.';

-- Functions are executable by everyone by default: only the function's own database role may call it.
revoke all on function public.consultation_submit from public, anon, authenticated;
