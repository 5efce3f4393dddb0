-- private.rate_counter_hit (the chat_messages trigger's counter) deleted the counters of ended
-- windows with a plain delete, which waits for every ended row another transaction holds. Two
-- inserts straddling a window's end, or one beside the chat function's count, could each hold a
-- row the other waits for: Postgres breaks such a deadlock by failing one of them, and a visitor's
-- chat message was lost. It now cleans up as public.chat_rate_limit_hit does: rows another call
-- holds are left to a later call, so no call waits on another's counters.

/**
 * Counts one hit for `subject` in its current fixed window of `window_seconds` and returns the
 * hits of that window so far (this one included) and the seconds until it ends. The upsert takes
 * the counter's row lock, so concurrent hits are counted one after the other, never both as the
 * same number. Deletes the counters of ended windows that no other call holds.
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
  delete from private.rate_counters
   where (key, window_end) in (
     select c.key, c.window_end from private.rate_counters c where c.window_end <= v_now for update skip locked
   );
  insert into private.rate_counters as c (key, window_end, hits)
    values (encode(sha256(convert_to(subject, 'UTF8')), 'hex'), v_end, 1)
    on conflict (key, window_end) do update set hits = c.hits + 1
    returning c.hits into hits;
  retry_after_seconds := greatest(1, ceil(extract(epoch from v_end - v_now))::integer);
end;
$$;

revoke all on function private.rate_counter_hit(text, integer) from public;
