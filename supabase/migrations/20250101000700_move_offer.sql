-- Atomic, idempotent reordering of offers.
--
-- The app queues staff edits on the device and replays them when online, so the same move can
-- arrive twice. public.move_offer swaps display_order with the neighbour in one transaction and
-- records the client's operation id; a replayed id changes nothing and returns the current order.

/** Operation ids of moves already applied (bookkeeping only; no API role can see it). */
create table private.offer_move_operations (
  operation_id uuid primary key,
  offer_id uuid not null,
  direction text not null,
  moved boolean not null,
  applied_at timestamptz not null default now()
);

comment on table private.offer_move_operations is 'Applied move_offer operation ids, so that a replayed move is a no-op.';

alter table private.offer_move_operations enable row level security;
revoke all on table private.offer_move_operations from public, anon, authenticated;

/** The current order of all offers as a JSON array of {id, display_order, updated_at}. */
create or replace function private.offer_order()
  returns jsonb
  language sql
  stable
  set search_path = ''
as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('id', id, 'display_order', display_order, 'updated_at', updated_at)
              order by display_order, id),
    '[]'::jsonb)
  from public.offers;
$$;

revoke all on function private.offer_order() from public;

/**
 * Moves an offer one place up (towards the start) or down, swapping display_order with its
 * neighbour. Returns {moved, replayed, reason, order}: moved = false with reason 'at_top',
 * 'at_bottom' or 'offer_not_found' when nothing could move; replayed = true when the operation id
 * was applied before (then nothing changes). Only staff (or the service role) may call it.
 *
 * Security definer so that the bookkeeping table stays private; the staff check is explicit,
 * search_path is empty and every name is schema-qualified.
 */
create or replace function public.move_offer(p_offer_id uuid, p_direction text, p_operation_id uuid)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_current public.offers;
  v_neighbour public.offers;
  v_previous private.offer_move_operations;
  v_reason text;
begin
  if not (public.is_staff() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'only staff can reorder offers' using errcode = '42501';
  end if;
  if p_direction is null or p_direction not in ('up', 'down') then
    raise exception 'direction must be ''up'' or ''down''' using errcode = '22023';
  end if;
  if p_operation_id is null or p_offer_id is null then
    raise exception 'offer id and operation id are required' using errcode = '22004';
  end if;

  -- One move at a time, so that two concurrent moves cannot both read the same neighbour.
  perform pg_advisory_xact_lock(hashtext('public.move_offer'));

  select * into v_previous from private.offer_move_operations where operation_id = p_operation_id;
  if found then
    return jsonb_build_object('moved', v_previous.moved, 'replayed', true, 'reason', null,
                              'order', private.offer_order());
  end if;

  -- Equal display_order values would make a swap a no-op: renumber densely first (rare).
  if exists (select 1 from public.offers group by display_order having count(*) > 1) then
    update public.offers o set display_order = r.position
      from (select id, row_number() over (order by display_order, id) as position from public.offers) r
      where o.id = r.id and o.display_order <> r.position;
  end if;

  select * into v_current from public.offers where id = p_offer_id for update;
  if not found then
    v_reason := 'offer_not_found';
  elsif p_direction = 'up' then
    select * into v_neighbour from public.offers
      where display_order < v_current.display_order
      order by display_order desc, id desc limit 1 for update;
    if not found then v_reason := 'at_top'; end if;
  else
    select * into v_neighbour from public.offers
      where display_order > v_current.display_order
      order by display_order asc, id asc limit 1 for update;
    if not found then v_reason := 'at_bottom'; end if;
  end if;

  if v_reason is null then
    update public.offers
      set display_order = case when id = v_current.id then v_neighbour.display_order
                               else v_current.display_order end
      where id in (v_current.id, v_neighbour.id);
  end if;

  insert into private.offer_move_operations (operation_id, offer_id, direction, moved)
    values (p_operation_id, p_offer_id, p_direction, v_reason is null);

  return jsonb_build_object('moved', v_reason is null, 'replayed', false, 'reason', v_reason,
                            'order', private.offer_order());
end;
$$;

revoke all on function public.move_offer(uuid, text, uuid) from public, anon;
grant execute on function public.move_offer(uuid, text, uuid) to authenticated, service_role;
