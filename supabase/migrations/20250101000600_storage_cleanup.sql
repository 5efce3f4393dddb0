-- Removes stored image files once no row refers to them any more, so that deleting an album (or
-- an image, or an offer) leaves no orphaned files behind.
--
-- Rows store public URLs (".../storage/v1/object/public/<bucket>/<name>"). When a URL disappears
-- from a row (delete, or update to another URL), the matching storage.objects row is deleted,
-- unless another offer, album or gallery image still uses the same URL (an album cover may be one
-- of its images).
--
-- Hosted Supabase blocks direct deletes on storage tables unless `storage.allow_delete_query` is
-- set, because deleting the row does not delete the file in the S3 backend: the object becomes
-- unreachable (404) but its bytes stay in the bucket's backing store until removed through the
-- Storage API. The local stack deletes the bytes together with the row.

/**
 * Splits a public object URL into bucket and object name; null when the URL is not a public
 * object URL of the offer-images or gallery bucket.
 */
create or replace function private.storage_object_from_url(p_url text, out bucket_id text, out name text)
  language sql
  immutable
  set search_path = ''
as $$
  select m[1], m[2]
  from regexp_match(
    split_part(split_part(p_url, '?', 1), '#', 1),
    '/storage/v1/object/public/(offer-images|gallery)/(.+)$'
  ) as m;
$$;

/** True while some offer, album or gallery image still refers to the URL. */
create or replace function private.image_url_in_use(p_url text)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select exists (select 1 from public.gallery_images where image_url = p_url)
      or exists (select 1 from public.albums where cover_image = p_url)
      or exists (select 1 from public.offers where p_url = any (images));
$$;

/**
 * Deletes the storage objects behind the given URLs when nothing refers to them any more.
 * Security definer: the API roles hold no delete right on storage.objects beyond the staff
 * policies, and the cleanup must also run when a cascade deletes rows.
 */
create or replace function private.delete_unused_storage_objects(p_urls text[])
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_url text;
  v_object record;
  v_previous text := current_setting('storage.allow_delete_query', true);
begin
  perform set_config('storage.allow_delete_query', 'true', true);
  foreach v_url in array coalesce(p_urls, '{}') loop
    continue when v_url is null or private.image_url_in_use(v_url);
    select * into v_object from private.storage_object_from_url(v_url);
    continue when v_object.name is null;
    delete from storage.objects o
      where o.bucket_id = v_object.bucket_id and o.name = v_object.name;
  end loop;
  perform set_config('storage.allow_delete_query', coalesce(v_previous, 'false'), true);
end;
$$;

revoke all on function private.delete_unused_storage_objects(text[]) from public;
revoke all on function private.image_url_in_use(text) from public;
revoke all on function private.storage_object_from_url(text) from public;

/** Trigger function: collects the URLs a deleted or updated row no longer holds. */
create or replace function private.cleanup_removed_image_urls()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_old text[];
  v_new text[] := '{}';
begin
  if tg_table_name = 'offers' then
    v_old := old.images;
    if tg_op = 'UPDATE' then v_new := new.images; end if;
  elsif tg_table_name = 'albums' then
    v_old := array[old.cover_image];
    if tg_op = 'UPDATE' then v_new := array[new.cover_image]; end if;
  else
    v_old := array[old.image_url];
    if tg_op = 'UPDATE' then v_new := array[new.image_url]; end if;
  end if;
  perform private.delete_unused_storage_objects(
    array(select u from unnest(v_old) as u where u is not null and u <> all (coalesce(v_new, '{}')))
  );
  return null;
end;
$$;

revoke all on function private.cleanup_removed_image_urls() from public;

create trigger offers_cleanup_storage
  after delete or update of images on public.offers
  for each row execute function private.cleanup_removed_image_urls();

create trigger albums_cleanup_storage
  after delete or update of cover_image on public.albums
  for each row execute function private.cleanup_removed_image_urls();

create trigger gallery_images_cleanup_storage
  after delete or update of image_url on public.gallery_images
  for each row execute function private.cleanup_removed_image_urls();
