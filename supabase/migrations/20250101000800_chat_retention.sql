-- Chat retention: messages older than a number of days (default 30, as the privacy page states)
-- are deleted. Hosted Supabase runs the purge daily through pg_cron; where pg_cron is not
-- available (the embedded local stack) the caller schedules it (the local stack runs it at start
-- and every 24 hours).

/**
 * Deletes chat messages older than retention_days days and returns how many were deleted.
 * Security definer because no API role may delete chat messages; executable by the service role
 * only.
 */
create or replace function public.purge_old_chat_messages(retention_days integer default 30)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_deleted integer;
begin
  if retention_days is null or retention_days < 1 then
    raise exception 'retention_days must be at least 1' using errcode = '22023';
  end if;
  delete from public.chat_messages
    where created_at < now() - make_interval(days => retention_days);
  get diagnostics v_deleted = row_count;
  return v_deleted;
end;
$$;

revoke all on function public.purge_old_chat_messages(integer) from public, anon, authenticated;
grant execute on function public.purge_old_chat_messages(integer) to service_role;

-- Daily schedule on hosted Supabase (03:23 UTC). Skipped without pg_cron.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    execute $cmd$
      select cron.schedule('purge-old-chat-messages', '23 3 * * *',
                           'select public.purge_old_chat_messages()')
    $cmd$;
  else
    raise notice 'pg_cron is not available: schedule public.purge_old_chat_messages() elsewhere';
  end if;
end;
$$;
