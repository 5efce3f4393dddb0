-- Rate limits that must hold across edge-function instances and API requests, kept in Postgres.
--
-- The chat function (supabase/functions/chat-with-wichtrey) may run as several instances on
-- hosted Supabase, so a counter in one instance's memory is no limit. public.chat_rate_limit_hit
-- counts each chat request here, against the client address the platform reports, the chat
-- session (when the request names one) and a global budget per minute. Only the service role
-- (the role the function uses) may call it.

/**
 * One counter per key and fixed time window. Keys are SHA-256 hashes (hex) of
 * "<purpose>:<value>", so client addresses and session ids are not stored as such; rows are
 * deleted once their window has ended.
 */
create table private.rate_counters (
  key text not null,
  window_end timestamptz not null,
  hits integer not null,
  primary key (key, window_end)
);

comment on table private.rate_counters is 'Rate-limit counters per hashed key and fixed window; rows go when the window ends.';

create index rate_counters_window_end_idx on private.rate_counters (window_end);

alter table private.rate_counters enable row level security;
revoke all on table private.rate_counters from public, anon, authenticated, service_role;

/**
 * Counts one hit for `subject` in its current fixed window of `window_seconds` and returns the
 * hits of that window so far (this one included) and the seconds until it ends. The upsert takes
 * the counter's row lock, so concurrent hits are counted one after the other, never both as the
 * same number. Deletes the counters of ended windows on the way.
 */
create or replace function private.rate_counter_hit(
  subject text,
  window_seconds integer,
  out hits integer,
  out retry_after_seconds integer
)
  language plpgsql
  set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
  v_end timestamptz := to_timestamp((floor(extract(epoch from v_now) / window_seconds) + 1) * window_seconds);
begin
  delete from private.rate_counters where window_end <= v_now;
  insert into private.rate_counters as c (key, window_end, hits)
    values (encode(sha256(convert_to(subject, 'UTF8')), 'hex'), v_end, 1)
    on conflict (key, window_end) do update set hits = c.hits + 1
    returning c.hits into hits;
  retry_after_seconds := greatest(1, ceil(extract(epoch from v_end - v_now))::integer);
end;
$$;

revoke all on function private.rate_counter_hit(text, integer) from public;

/**
 * The chat function's rate limit. Counts one request against the client address (null counts
 * as one shared "unknown" address), then the chat session when given, then the global budget
 * per minute, stopping at the first limit that is exceeded (a refused request still counts
 * against its address, so a client that keeps trying stays refused). Returns
 * {allowed, retry_after_seconds}.
 *
 * Security definer so that the counters stay private; callable by the service role only.
 */
create or replace function public.chat_rate_limit_hit(
  p_address text,
  p_session text,
  p_window_seconds integer,
  p_address_limit integer,
  p_session_limit integer,
  p_global_limit integer
)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_hit record;
begin
  if p_window_seconds is null or p_window_seconds not between 1 and 86400
     or p_address_limit is null or p_address_limit < 1
     or p_session_limit is null or p_session_limit < 1
     or p_global_limit is null or p_global_limit < 1 then
    raise exception 'window and limits must be positive (window at most 86400 seconds)' using errcode = '22023';
  end if;

  v_hit := private.rate_counter_hit('chat:address:' || coalesce(left(p_address, 100), 'unknown'), p_window_seconds);
  if v_hit.hits > p_address_limit then
    return jsonb_build_object('allowed', false, 'retry_after_seconds', v_hit.retry_after_seconds);
  end if;

  if coalesce(p_session, '') <> '' then
    v_hit := private.rate_counter_hit('chat:session:' || left(p_session, 200), p_window_seconds);
    if v_hit.hits > p_session_limit then
      return jsonb_build_object('allowed', false, 'retry_after_seconds', v_hit.retry_after_seconds);
    end if;
  end if;

  v_hit := private.rate_counter_hit('chat:global', 60);
  if v_hit.hits > p_global_limit then
    return jsonb_build_object('allowed', false, 'retry_after_seconds', v_hit.retry_after_seconds);
  end if;

  return jsonb_build_object('allowed', true, 'retry_after_seconds', 0);
end;
$$;

revoke all on function public.chat_rate_limit_hit(text, text, integer, integer, integer, integer) from public, anon, authenticated;
grant execute on function public.chat_rate_limit_hit(text, text, integer, integer, integer, integer) to service_role;
