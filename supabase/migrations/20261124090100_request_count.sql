-- How many requests are stored, kept in a table of its own (another file on disk than the requests).
-- The local embedded database compares it with the requests it can read each time it opens
-- (supabase/local/integrity.ts): a damaged or truncated data file is then found and reported at start,
-- instead of the server answering as if nothing was lost. It costs one row update per request.

create table public.consultation_request_count (
  only_row boolean primary key default true check (only_row),
  stored bigint not null check (stored >= 0)
);

comment on table public.consultation_request_count is
  'The number of rows of consultation_requests, kept by triggers: a check that no stored request went missing.';

insert into public.consultation_request_count (stored) select count(*) from public.consultation_requests;

alter table public.consultation_request_count enable row level security;
revoke all on table public.consultation_request_count from anon, authenticated;

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
