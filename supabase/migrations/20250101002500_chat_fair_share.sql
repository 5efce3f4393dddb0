-- One address must not be able to switch the chat off for everyone (issue 26). The chat limit of
-- migration rate_limits let an address make as many requests per window as the whole site may
-- make per minute (the function's defaults: 60 per 5 minutes against a global budget of 60 per
-- minute), so one client used up the global budget and everyone else got 429 for the rest of the
-- minute. public.chat_rate_limit_hit now also takes a per-address limit per minute (the function
-- passes a small share of the global budget), and the global budget is counted only for requests
-- their address and session may make. A request refused only because the global budget is spent
-- was refused for others' load, not its own: it is taken back from its address and session.
--
-- The function's signature changes (a new parameter), so the old one goes: a function deployed
-- before this migration gets 404 from PostgREST and uses its in-memory limit until it is deployed
-- again (it logs that).

drop function public.chat_rate_limit_hit(text, text, integer, integer, integer, integer);

/**
 * Adds `p_delta` to the counter of `p_subject` (hashed as private.rate_counter_hit hashes it, so
 * the counters carry on) for the window ending at `p_window_end`, and returns its hits. The upsert
 * takes the counter's row lock, held until the transaction ends: concurrent requests for one
 * counter are counted one after the other, and a count taken back in the same transaction is
 * never seen by another.
 */
create function private.rate_counter_add(p_subject text, p_window_end timestamptz, p_delta integer)
  returns integer
  language sql
  set search_path = ''
as $$
  insert into private.rate_counters as c (key, window_end, hits)
    values (encode(sha256(convert_to(p_subject, 'UTF8')), 'hex'), p_window_end, p_delta)
    on conflict (key, window_end) do update set hits = c.hits + p_delta
    returning c.hits;
$$;

revoke all on function private.rate_counter_add(text, timestamptz, integer) from public;

/**
 * The chat function's rate limit. Counts one request against the client address (null counts as
 * one shared "unknown" address) per minute and per window of `p_window_seconds`, then against the
 * chat session when given, then against the global budget per minute; fixed windows, aligned to
 * the epoch like private.rate_counter_hit's. Stops at the first limit exceeded:
 * - over an address limit: refused; the global budget and the session are not counted;
 * - over the session limit: refused; the global budget is not counted;
 * - over the global budget: refused, and the hits on the address and the session are taken back.
 * A request refused for its address or session still counts against its address, so a client
 * that keeps trying stays refused until its windows end. Returns {allowed, retry_after_seconds}
 * (the end of the latest window that refused it).
 *
 * Lock order is the same for every call (address per minute, address per window, session,
 * global), so concurrent calls wait for each other but never deadlock on these counters.
 * Security definer so that the counters stay private; callable by the service role only.
 */
create function public.chat_rate_limit_hit(
  p_address text,
  p_session text,
  p_window_seconds integer,
  p_address_limit integer,
  p_address_minute_limit integer,
  p_session_limit integer,
  p_global_limit integer
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
  v_address text := coalesce(left(p_address, 100), 'unknown');
  v_session text := nullif(left(coalesce(p_session, ''), 200), '');
  v_minute_end timestamptz;
  v_window_end timestamptz;
  v_retry integer := 0;
begin
  if p_window_seconds is null or p_window_seconds not between 1 and 86400
     or p_address_limit is null or p_address_limit < 1
     or p_address_minute_limit is null or p_address_minute_limit < 1
     or p_session_limit is null or p_session_limit < 1
     or p_global_limit is null or p_global_limit < 1 then
    raise exception 'window and limits must be positive (window at most 86400 seconds)' using errcode = '22023';
  end if;

  v_minute_end := to_timestamp((floor(extract(epoch from v_now) / 60) + 1) * 60);
  v_window_end := to_timestamp((floor(extract(epoch from v_now) / p_window_seconds) + 1) * p_window_seconds);

  -- Counters of ended windows go; rows another call still holds are left to a later call, so no
  -- call waits here (nor deadlocks with one that straddles a window's end).
  delete from private.rate_counters
   where (key, window_end) in (
     select c.key, c.window_end from private.rate_counters c where c.window_end <= v_now for update skip locked
   );

  if private.rate_counter_add('chat:address-minute:' || v_address, v_minute_end, 1) > p_address_minute_limit then
    v_retry := greatest(1, ceil(extract(epoch from v_minute_end - v_now))::integer);
  end if;
  if private.rate_counter_add('chat:address:' || v_address, v_window_end, 1) > p_address_limit then
    v_retry := greatest(v_retry, 1, ceil(extract(epoch from v_window_end - v_now))::integer);
  end if;
  if v_retry > 0 then
    return jsonb_build_object('allowed', false, 'retry_after_seconds', v_retry);
  end if;

  if v_session is not null
     and private.rate_counter_add('chat:session:' || v_session, v_window_end, 1) > p_session_limit then
    return jsonb_build_object('allowed', false, 'retry_after_seconds', greatest(1, ceil(extract(epoch from v_window_end - v_now))::integer));
  end if;

  if private.rate_counter_add('chat:global', v_minute_end, 1) > p_global_limit then
    perform private.rate_counter_add('chat:address-minute:' || v_address, v_minute_end, -1);
    perform private.rate_counter_add('chat:address:' || v_address, v_window_end, -1);
    if v_session is not null then
      perform private.rate_counter_add('chat:session:' || v_session, v_window_end, -1);
    end if;
    return jsonb_build_object('allowed', false, 'retry_after_seconds', greatest(1, ceil(extract(epoch from v_minute_end - v_now))::integer));
  end if;

  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end;
$$;

comment on function public.chat_rate_limit_hit(text, text, integer, integer, integer, integer, integer) is
  'Chat rate limit: per address (per minute and per window), per session, global per minute; service role only.';

revoke all on function public.chat_rate_limit_hit(text, text, integer, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.chat_rate_limit_hit(text, text, integer, integer, integer, integer, integer) to service_role;
