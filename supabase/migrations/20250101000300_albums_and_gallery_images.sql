-- Photo albums (/galerie) and their images (/galerie/{albumId}).

/** An album; listed newest first (created_at descending), 9 per page. */
create table public.albums (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint albums_title_not_blank check (btrim(title) <> '')
    constraint albums_title_length check (char_length(title) <= 200),
  description text,
  cover_image text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.albums is 'Photo albums for /galerie; public read, staff write.';
comment on column public.albums.cover_image is 'Public URL of the cover image in the gallery bucket, or null.';

create index albums_created_at_idx on public.albums (created_at desc);

/**
 * An image of an album, listed by order_index ascending, 12 per page. Deleting the album deletes
 * its images (and, through the storage cleanup triggers, their stored files).
 */
create table public.gallery_images (
  id uuid primary key default gen_random_uuid(),
  album_id uuid not null references public.albums (id) on delete cascade,
  image_url text not null
    constraint gallery_images_image_url_not_blank check (btrim(image_url) <> ''),
  title text,
  description text,
  order_index integer not null default 0
    constraint gallery_images_order_index_not_negative check (order_index >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.gallery_images is 'Images of an album; public read, staff write.';

create index gallery_images_album_order_idx on public.gallery_images (album_id, order_index);

revoke all on table public.albums, public.gallery_images from anon, authenticated;
grant select on table public.albums, public.gallery_images to anon, authenticated;
grant insert, update, delete on table public.albums, public.gallery_images to authenticated;
grant all on table public.albums, public.gallery_images to service_role;

alter table public.albums enable row level security;
alter table public.gallery_images enable row level security;

create trigger albums_set_updated_at
  before insert or update on public.albums
  for each row execute function public.set_updated_at();

create trigger gallery_images_set_updated_at
  before insert or update on public.gallery_images
  for each row execute function public.set_updated_at();

create policy "anyone can read albums"
  on public.albums for select
  to anon, authenticated
  using (true);

create policy "staff can create albums"
  on public.albums for insert
  to authenticated
  with check ((select public.is_staff()));

create policy "staff can update albums"
  on public.albums for update
  to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy "staff can delete albums"
  on public.albums for delete
  to authenticated
  using ((select public.is_staff()));

create policy "anyone can read gallery images"
  on public.gallery_images for select
  to anon, authenticated
  using (true);

create policy "staff can add gallery images"
  on public.gallery_images for insert
  to authenticated
  with check ((select public.is_staff()));

create policy "staff can update gallery images"
  on public.gallery_images for update
  to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy "staff can delete gallery images"
  on public.gallery_images for delete
  to authenticated
  using ((select public.is_staff()));
