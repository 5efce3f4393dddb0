-- Permission helpers used by the row-level security policies of every later migration.
--
-- Staff are users whose app_metadata carries role = 'staff'. app_metadata can only be written with
-- the service role (dashboard, `npm run staff:add`), never by the user, so the claim can be trusted.

/**
 * True when the request's JWT belongs to a staff member (app_metadata.role = 'staff').
 * Security invoker: it only reads the request's JWT claims, never a table.
 */
create or replace function public.is_staff()
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'staff';
$$;

grant execute on function public.is_staff() to anon, authenticated, service_role;

/**
 * The chat session the request speaks for: the `x-chat-session` request header, as PostgREST
 * exposes it in `request.headers`, when it is a well-formed uuid; otherwise null (so a missing or
 * malformed header matches no row instead of raising an error).
 */
create or replace function public.request_chat_session()
  returns uuid
  language sql
  stable
  set search_path = ''
as $$
  select case
    when h ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then h::uuid
  end
  from (
    select nullif(current_setting('request.headers', true), '')::json ->> 'x-chat-session' as h
  ) as request_header;
$$;

grant execute on function public.request_chat_session() to anon, authenticated, service_role;

/**
 * Trigger function: stamps updated_at with the server time on every insert and update, truncated
 * to milliseconds so that JavaScript clients can echo the value back unchanged in optimistic
 * concurrency filters (`updated_at=eq.<value>`).
 */
create or replace function public.set_updated_at()
  returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at := date_trunc('milliseconds', now());
  return new;
end;
$$;

/** Private schema for bookkeeping tables that no API role may read or write directly. */
create schema if not exists private;
revoke all on schema private from public;
