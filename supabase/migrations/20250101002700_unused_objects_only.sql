-- Staff remove only files that no row uses.
--
-- A device removes the files it uploaded for an edit that then did not happen (refused for good
-- and discarded, or a conflict settled with the server's version): no row refers to them, and
-- without the removal they stayed in the bucket for good. The delete policy now also requires
-- that no offer, album or gallery image refers to the object, in any spelling, so a removal can
-- never take a photo that is still shown, whichever names a request gives. Deleting or changing a
-- row still removes the files it no longer uses through the cleanup triggers (security definer,
-- not bound by this policy).

/** True when no offer, album or gallery image refers to the object (for the delete policy). */
create or replace function public.storage_object_unused(p_bucket_id text, p_name text)
  returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select not private.storage_object_in_use(p_bucket_id, p_name);
$$;

revoke all on function public.storage_object_unused(text, text) from public, anon;
grant execute on function public.storage_object_unused(text, text) to authenticated, service_role;

drop policy "staff can delete offer and gallery images" on storage.objects;

create policy "staff can delete unused offer and gallery images"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id in ('offer-images', 'gallery')
    and (select public.is_staff())
    and public.storage_object_unused(bucket_id, name)
  );
