-- Staff edits that are conditional per field and idempotent per operation.
--
-- The app queues staff edits on the device and replays them later (src/data/sync). An answer can
-- get lost after the server applied the edit, and another device may change the row meanwhile.
-- public.apply_update and public.apply_delete therefore check, under a row lock, that the fields
-- the edit touches still hold the values the edit was based on, compared as the columns store
-- them (numbers to two decimals, text without surrounding blanks, arrays by content). Only a real
-- concurrent change of one of those fields is a conflict: a move (display_order), a new
-- updated_at or a rewrite with equal values never is. Applied update ids are recorded, so a replay
-- after a lost answer is recognised as such even when the row has changed again since.

/** Operation ids of applied updates (bookkeeping only; no API role can see it). */
create table private.applied_edits (
  operation_id uuid primary key,
  table_name text not null,
  row_id uuid not null,
  applied_at timestamptz not null default now()
);

comment on table private.applied_edits is 'Applied apply_update operation ids, so that a replayed update is recognised.';

alter table private.applied_edits enable row level security;
revoke all on table private.applied_edits from public, anon, authenticated;

/**
 * The columns a staff edit may set or be based on, per table; null for any other table. Order
 * goes through move_offer, image positions through add_album_images, never through these.
 */
create or replace function private.editable_columns(p_table text)
  returns text[]
  language sql
  immutable
  set search_path = ''
as $$
  select case p_table
    when 'offers' then array['name', 'manufacturer', 'info', 'original_price', 'sale_price', 'discount', 'images']
    when 'albums' then array['title', 'description', 'cover_image']
    when 'gallery_images' then array['title', 'description']
  end;
$$;

/** The characters a compared text may begin or end with (as BLANKS in src/data/db/fieldValues.ts). */
create or replace function private.blanks()
  returns text
  language sql
  immutable
  set search_path = ''
as $$
  select ' ' || chr(9) || chr(10) || chr(11) || chr(12) || chr(13);
$$;

/** Two JSON values of one field, compared as the column stores them. */
create or replace function private.same_field_value(p_a jsonb, p_b jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when jsonb_typeof(coalesce(p_a, 'null')) = 'number' and jsonb_typeof(coalesce(p_b, 'null')) = 'number'
      then round((p_a #>> '{}')::numeric, 2) = round((p_b #>> '{}')::numeric, 2)
    when jsonb_typeof(coalesce(p_a, 'null')) = 'string' and jsonb_typeof(coalesce(p_b, 'null')) = 'string'
      then btrim(p_a #>> '{}', private.blanks()) = btrim(p_b #>> '{}', private.blanks())
    else coalesce(p_a, 'null') = coalesce(p_b, 'null')
  end;
$$;

/** True when every field of `p_base` holds the same value in `p_row` (an empty base always matches). */
create or replace function private.row_matches_base(p_row jsonb, p_base jsonb)
  returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  select coalesce(bool_and(private.same_field_value(p_row -> k, p_base -> k)), true)
  from jsonb_object_keys(coalesce(p_base, '{}')) as k;
$$;

/** Raises unless the caller is staff (or the service role), and unless every key is editable. */
create or replace function private.check_edit(p_table text, p_keys text[])
  returns void
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  v_columns text[] := private.editable_columns(p_table);
  v_key text;
begin
  if not (public.is_staff() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'only staff can edit %', p_table using errcode = '42501';
  end if;
  if v_columns is null then
    raise exception 'table % cannot be edited', p_table using errcode = '22023';
  end if;
  foreach v_key in array coalesce(p_keys, '{}') loop
    if not v_key = any (v_columns) then
      raise exception 'column % of % cannot be edited this way', v_key, p_table using errcode = '42703';
    end if;
  end loop;
end;
$$;

/**
 * Sets `p_values` on the row if the fields of `p_base` still hold those values. Returns
 * {status, row}: 'applied' (row = the updated row), 'replayed' (this operation id was applied
 * before; row = the current row or null), 'conflict' (row = the current row, unchanged) or
 * 'missing' (no such row). Only staff (or the service role) may call it.
 *
 * Security definer so that the bookkeeping table stays private (as public.move_offer); the staff
 * check is explicit and matches the tables' policies, search_path is empty and every name is
 * schema-qualified; table and column names come from private.editable_columns only.
 */
create or replace function public.apply_update(p_table text, p_id uuid, p_operation_id uuid, p_base jsonb, p_values jsonb)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_row jsonb;
  v_set text;
begin
  perform private.check_edit(p_table, array(select jsonb_object_keys(coalesce(p_values, '{}')))
                                      || array(select jsonb_object_keys(coalesce(p_base, '{}'))));
  if p_id is null or p_operation_id is null then
    raise exception 'row id and operation id are required' using errcode = '22004';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', p_table) into v_row using p_id;
  if exists (select 1 from private.applied_edits where operation_id = p_operation_id) then
    return jsonb_build_object('status', 'replayed', 'row', v_row);
  end if;
  if v_row is null then
    return jsonb_build_object('status', 'missing', 'row', null);
  end if;
  if not private.row_matches_base(v_row, p_base) then
    return jsonb_build_object('status', 'conflict', 'row', v_row);
  end if;

  select string_agg(format('%I = r.%I', k, k), ', ') into v_set from jsonb_object_keys(coalesce(p_values, '{}')) as k;
  if v_set is not null then
    execute format(
      'update public.%I t set %s from jsonb_populate_record(null::public.%I, $1) r where t.id = $2 returning to_jsonb(t)',
      p_table, v_set, p_table)
      into v_row using p_values, p_id;
  end if;
  insert into private.applied_edits (operation_id, table_name, row_id) values (p_operation_id, p_table, p_id);
  return jsonb_build_object('status', 'applied', 'row', v_row);
end;
$$;

revoke all on function public.apply_update(text, uuid, uuid, jsonb, jsonb) from public, anon;
grant execute on function public.apply_update(text, uuid, uuid, jsonb, jsonb) to authenticated, service_role;

/**
 * Deletes the row if the fields of `p_base` still hold those values. Returns {status, row}:
 * 'deleted', 'missing' (gone already: a replay, or deleted elsewhere) or 'conflict' (row = the
 * current row, which stays). Deleting an album deletes its images (cascade). Only staff (or the
 * service role) may call it; security definer for the same reasons as public.apply_update.
 */
create or replace function public.apply_delete(p_table text, p_id uuid, p_base jsonb)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_row jsonb;
begin
  perform private.check_edit(p_table, array(select jsonb_object_keys(coalesce(p_base, '{}'))));
  if p_id is null then
    raise exception 'row id is required' using errcode = '22004';
  end if;

  execute format('select to_jsonb(t) from public.%I t where t.id = $1 for update', p_table) into v_row using p_id;
  if v_row is null then
    return jsonb_build_object('status', 'missing', 'row', null);
  end if;
  if not private.row_matches_base(v_row, p_base) then
    return jsonb_build_object('status', 'conflict', 'row', v_row);
  end if;
  execute format('delete from public.%I t where t.id = $1', p_table) using p_id;
  return jsonb_build_object('status', 'deleted', 'row', null);
end;
$$;

revoke all on function public.apply_delete(text, uuid, jsonb) from public, anon;
grant execute on function public.apply_delete(text, uuid, jsonb) to authenticated, service_role;

revoke all on function private.blanks() from public;
revoke all on function private.editable_columns(text) from public;
revoke all on function private.same_field_value(jsonb, jsonb) from public;
revoke all on function private.row_matches_base(jsonb, jsonb) from public;
revoke all on function private.check_edit(text, text[]) from public;
