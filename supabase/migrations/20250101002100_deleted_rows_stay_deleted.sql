-- A deleted offer, album or gallery image never comes back through a replayed insert.
--
-- Devices generate the ids of new rows and replay a queued insert as insert-or-nothing. If the
-- first attempt was applied but its answer got lost, and another device deleted the new row
-- before the replay, the replay would insert it again and silently undo that delete. The ids of
-- deleted rows are remembered, and an insert of such an id is skipped (no error, no row), exactly
-- like an insert of an id that exists.

/** Ids of deleted rows (bookkeeping only; no API role can see it). */
create table private.deleted_rows (
  id uuid primary key,
  table_name text not null,
  deleted_at timestamptz not null default now()
);

comment on table private.deleted_rows is 'Ids of deleted offers, albums and gallery images; inserts of these ids are skipped.';

alter table private.deleted_rows enable row level security;
revoke all on table private.deleted_rows from public, anon, authenticated;

/** Trigger function (after delete): remembers the deleted row's id. */
create or replace function private.remember_deleted_row()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into private.deleted_rows (id, table_name) values (old.id, tg_table_name) on conflict (id) do nothing;
  return old;
end;
$$;

/** Trigger function (before insert): skips the row when its id belonged to a deleted row. */
create or replace function private.skip_deleted_row()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if exists (select 1 from private.deleted_rows where id = new.id) then
    return null;
  end if;
  return new;
end;
$$;

revoke all on function private.remember_deleted_row() from public;
revoke all on function private.skip_deleted_row() from public;

create trigger offers_remember_deleted after delete on public.offers
  for each row execute function private.remember_deleted_row();
create trigger offers_skip_deleted before insert on public.offers
  for each row execute function private.skip_deleted_row();

create trigger albums_remember_deleted after delete on public.albums
  for each row execute function private.remember_deleted_row();
create trigger albums_skip_deleted before insert on public.albums
  for each row execute function private.skip_deleted_row();

create trigger gallery_images_remember_deleted after delete on public.gallery_images
  for each row execute function private.remember_deleted_row();
create trigger gallery_images_skip_deleted before insert on public.gallery_images
  for each row execute function private.skip_deleted_row();
