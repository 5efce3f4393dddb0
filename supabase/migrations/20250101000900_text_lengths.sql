-- Length limits for the free texts staff type: offer manufacturer and info, album description,
-- image title and description. Until now only names and titles had a limit.
--
-- The app checks the same numbers before it queues an edit (src/data/input/textLimits.ts), so a
-- text the form accepts is never refused here; tests/integration/data/input-models.test.ts proves
-- that both sides agree. Change both together. Lengths count characters (char_length), as the app
-- does (Unicode code points, not UTF-16 units).

/** A manufacturer is a short name, like the offer's own name. */
alter table public.offers
  add constraint offers_manufacturer_length check (char_length(manufacturer) <= 200);

/** The offer's description: a few paragraphs, far more than a card shows. */
alter table public.offers
  add constraint offers_info_length check (char_length(info) <= 5000);

/** The album's description: the card clamps it to two lines, the album page shows it in full. */
alter table public.albums
  add constraint albums_description_length check (char_length(description) <= 2000);

/** An image's title is a caption, as short as an album title. */
alter table public.gallery_images
  add constraint gallery_images_title_length check (char_length(title) <= 200);

/** An image's description is shown under the lightbox image. */
alter table public.gallery_images
  add constraint gallery_images_description_length check (char_length(description) <= 2000);
