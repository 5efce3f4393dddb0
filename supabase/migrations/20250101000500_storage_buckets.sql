-- Storage buckets for offer images and gallery images, with their access policies.
--
-- Both buckets are public (objects are served without a token at /object/public/...), accept only
-- image types and at most 10 MB per file. Writes and deletes are for staff only.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('offer-images', 'offer-images', true, 10485760,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']),
  ('gallery', 'gallery', true, 10485760,
   array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "anyone can read offer and gallery images"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('offer-images', 'gallery'));

create policy "staff can upload offer and gallery images"
  on storage.objects for insert
  to authenticated
  with check (bucket_id in ('offer-images', 'gallery') and (select public.is_staff()));

create policy "staff can replace offer and gallery images"
  on storage.objects for update
  to authenticated
  using (bucket_id in ('offer-images', 'gallery') and (select public.is_staff()))
  with check (bucket_id in ('offer-images', 'gallery') and (select public.is_staff()));

create policy "staff can delete offer and gallery images"
  on storage.objects for delete
  to authenticated
  using (bucket_id in ('offer-images', 'gallery') and (select public.is_staff()));
