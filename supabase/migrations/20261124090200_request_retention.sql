-- Requests are personal data: they are kept a set number of days, then deleted (docs/decisions.md,
-- "Retention"; the privacy policy says so). consultation_delete_expired() deletes them; it runs
--   - in Supabase every night at 03:17 UTC through pg_cron (below; the pg_cron extension must be
--     enabled: Database, Extensions, pg_cron; this migration enables it where the database offers it);
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
