-- How fast chat history may grow: rows a chat session, and a client address, may add to
-- public.chat_messages per minute. Enforced in the database (a trigger), so neither the API nor
-- a client that skips the chat function can flood the table. Exceeding it answers HTTP 429
-- (SQLSTATE PT429, PostgREST's way to set a status).
--
-- The address is the `cf-connecting-ip` request header: on hosted Supabase, Cloudflare sets it to
-- the connecting address and overwrites any value the client sent; the local stack sets it from
-- the socket. Without it only the session limit applies.

/**
 * Before each chat_messages insert by an API role other than the service role: counts the row
 * against its session (30 per minute) and its client address (120 per minute). The counters
 * roll back with a refused insert, so they count stored rows only.
 *
 * Security definer so that the counters stay private; fixed search_path.
 */
create or replace function private.limit_chat_messages()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_session_limit constant integer := 30;
  v_address_limit constant integer := 120;
  v_address text := nullif(current_setting('request.headers', true), '')::json ->> 'cf-connecting-ip';
  v_hit record;
begin
  if coalesce(auth.role(), '') = 'service_role' then
    return new;
  end if;
  v_hit := private.rate_counter_hit('chat_messages:session:' || new.session_id::text, 60);
  if v_hit.hits > v_session_limit then
    raise exception 'Too many chat messages'
      using errcode = 'PT429',
            detail = format('A chat session may store %s messages per minute.', v_session_limit),
            hint = format('Try again in %s seconds.', v_hit.retry_after_seconds);
  end if;
  if v_address is not null then
    v_hit := private.rate_counter_hit('chat_messages:address:' || left(v_address, 100), 60);
    if v_hit.hits > v_address_limit then
      raise exception 'Too many chat messages'
        using errcode = 'PT429',
              detail = format('One address may store %s chat messages per minute.', v_address_limit),
              hint = format('Try again in %s seconds.', v_hit.retry_after_seconds);
    end if;
  end if;
  return new;
end;
$$;

revoke all on function private.limit_chat_messages() from public;

create trigger chat_messages_rate_limit
  before insert on public.chat_messages
  for each row execute function private.limit_chat_messages();
