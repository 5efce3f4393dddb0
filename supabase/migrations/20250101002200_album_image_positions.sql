-- Positions of album images are decided on the server, one batch at a time.
--
-- Two devices adding images to the same album each computed positions after the last image they
-- knew, so both batches got the same order_index values and interleaved. public.add_album_images
-- appends a batch after the album's current last image while it holds a lock on the album row, so
-- concurrent batches queue up: each stays together and in its order, and no two images of an
-- album share a position (now a unique index). Replays are recognised by the device-generated ids.

-- Albums that already have images on one position get dense positions in their current order.
update public.gallery_images g
  set order_index = r.position - 1
  from (
    select id, row_number() over (partition by album_id order by order_index, created_at, id) as position
    from public.gallery_images
    where album_id in (select album_id from public.gallery_images group by album_id, order_index having count(*) > 1)
  ) r
  where g.id = r.id and g.order_index <> r.position - 1;

drop index if exists public.gallery_images_album_order_idx;
create unique index gallery_images_album_position_key on public.gallery_images (album_id, order_index);

/**
 * Appends `p_images` (a JSON array of {id, image_url, title?, description?}, in the order they
 * should appear) to the album, after its current last image. Returns {status, rows}: 'inserted'
 * with the new rows, 'replayed' with the rows when images of this batch exist already (an earlier
 * attempt was applied; the batch is inserted as a whole or not at all), or 'album_missing'.
 * Images whose ids belonged to deleted images are skipped (20250101002100_deleted_rows_stay_deleted).
 *
 * Security invoker: the caller's rights and the tables' policies apply; the lock on the album row
 * (FOR UPDATE, which staff may take) serialises batches for one album.
 */
create or replace function public.add_album_images(p_album_id uuid, p_images jsonb)
  returns jsonb
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  v_rows jsonb;
  v_next integer;
begin
  if not (public.is_staff() or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'only staff can add images' using errcode = '42501';
  end if;
  if p_album_id is null or jsonb_typeof(p_images) is distinct from 'array' then
    raise exception 'album id and an array of images are required' using errcode = '22023';
  end if;

  perform 1 from public.albums where id = p_album_id for update;
  if not found then
    return jsonb_build_object('status', 'album_missing', 'rows', '[]'::jsonb);
  end if;

  select jsonb_agg(to_jsonb(g) order by g.order_index) into v_rows
    from public.gallery_images g
    where g.id in (select (e ->> 'id')::uuid from jsonb_array_elements(p_images) as e);
  if v_rows is not null then
    return jsonb_build_object('status', 'replayed', 'rows', v_rows);
  end if;

  select coalesce(max(order_index) + 1, 0) into v_next from public.gallery_images where album_id = p_album_id;
  with inserted as (
    insert into public.gallery_images (id, album_id, image_url, title, description, order_index)
    select (e ->> 'id')::uuid, p_album_id, e ->> 'image_url', e ->> 'title', e ->> 'description', v_next + (t.n - 1)::integer
    from jsonb_array_elements(p_images) with ordinality as t(e, n)
    returning *
  )
  select coalesce(jsonb_agg(to_jsonb(i) order by i.order_index), '[]'::jsonb) into v_rows from inserted i;
  return jsonb_build_object('status', 'inserted', 'rows', v_rows);
end;
$$;

revoke all on function public.add_album_images(uuid, jsonb) from public, anon;
grant execute on function public.add_album_images(uuid, jsonb) to authenticated, service_role;
