-- Storage cleanup by object identity, not by URL text.
--
-- The cleanup of 20250101000600 compared image URLs as text: the same object referenced in two
-- spellings (a query string such as "?v=2", a "#fragment", "localhost" for "127.0.0.1", another
-- host name of the same backend, percent-encoding, a render URL) counted as two files, so
-- removing one spelling from a row deleted the object another row still showed. Now every URL
-- is reduced to its object (bucket and name) and an object is deleted only when no offer, album
-- or gallery image refers to it in any spelling.

/** Percent-decodes a URL path ("%C3%A4" -> "ä"); the text unchanged when it does not decode to UTF-8. */
create or replace function private.percent_decode(p_text text)
  returns text
  language plpgsql
  immutable
  strict
  set search_path = ''
as $$
declare
  v_bytes bytea := ''::bytea;
  v_at integer := 1;
  v_length integer := length(p_text);
  v_char text;
begin
  while v_at <= v_length loop
    v_char := substr(p_text, v_at, 1);
    if v_char = '%' and substr(p_text, v_at + 1, 2) ~ '^[0-9A-Fa-f]{2}$' then
      v_bytes := v_bytes || decode(substr(p_text, v_at + 1, 2), 'hex');
      v_at := v_at + 3;
    else
      v_bytes := v_bytes || convert_to(v_char, 'UTF8');
      v_at := v_at + 1;
    end if;
  end loop;
  return convert_from(v_bytes, 'UTF8');
exception when character_not_in_repertoire or untranslatable_character then
  return p_text;
end;
$$;

/**
 * The object a URL names: bucket and object name, whatever host, query, fragment, repeated
 * slashes or percent-encoding it is written with, as a public, authenticated, signed or render
 * URL of the offer-images or gallery bucket. Null for any other URL.
 */
create or replace function private.storage_object_from_url(p_url text, out bucket_id text, out name text)
  language sql
  immutable
  set search_path = ''
as $$
  select m[1], private.percent_decode(m[2])
  from regexp_match(
    regexp_replace(split_part(split_part(btrim(p_url), '#', 1), '?', 1), '/{2,}', '/', 'g'),
    '/storage/v1/(?:object|render/image)/(?:public|authenticated|sign)/(offer-images|gallery)/(.+)$'
  ) as m;
$$;

/** True while some offer, album or gallery image refers to the object, in any spelling. */
create or replace function private.storage_object_in_use(p_bucket_id text, p_name text)
  returns boolean
  language sql
  stable
  set search_path = ''
as $$
  select exists (
           select 1 from public.gallery_images g, private.storage_object_from_url(g.image_url) o
           where o.bucket_id = p_bucket_id and o.name = p_name)
      or exists (
           select 1 from public.albums a, private.storage_object_from_url(a.cover_image) o
           where o.bucket_id = p_bucket_id and o.name = p_name)
      or exists (
           select 1 from public.offers f, unnest(f.images) as u(url), private.storage_object_from_url(u.url) o
           where o.bucket_id = p_bucket_id and o.name = p_name);
$$;

revoke all on function private.percent_decode(text) from public;
revoke all on function private.storage_object_in_use(text, text) from public;

/** Deletes the objects behind the given URLs that no row refers to any more, in any spelling. */
create or replace function private.delete_unused_storage_objects(p_urls text[])
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_object record;
  v_previous text := current_setting('storage.allow_delete_query', true);
begin
  perform set_config('storage.allow_delete_query', 'true', true);
  for v_object in
    select distinct o.bucket_id, o.name
    from unnest(coalesce(p_urls, '{}')) as u(url), private.storage_object_from_url(u.url) o
    where o.name is not null
  loop
    continue when private.storage_object_in_use(v_object.bucket_id, v_object.name);
    delete from storage.objects s
      where s.bucket_id = v_object.bucket_id and s.name = v_object.name;
  end loop;
  perform set_config('storage.allow_delete_query', coalesce(v_previous, 'false'), true);
end;
$$;

revoke all on function private.delete_unused_storage_objects(text[]) from public;

-- Nothing decides by URL text any more.
drop function private.image_url_in_use(text);
