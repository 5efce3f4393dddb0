-- Demo content (German, fictional names). Applied by `supabase db reset` (CLI) and by the embedded
-- local stack on a fresh database. It creates no users: the local stack adds its demo staff user
-- itself, and hosted projects create staff with `npm run staff:add` or the dashboard.
--
-- Image URLs point at public objects under "seed/" in the offer-images and gallery buckets. The
-- local stack generates those images at start; elsewhere upload your own or the images are
-- missing. The URL base comes from the setting app.seed_storage_url (the local stack sets it),
-- defaulting to the Supabase CLI's local API URL.

create temporary table seed_base as
  select coalesce(nullif(current_setting('app.seed_storage_url', true), ''), 'http://127.0.0.1:54321')
         || '/storage/v1/object/public/' as url;

-- Offers ------------------------------------------------------------------------------------------
insert into public.offers (id, name, manufacturer, info, original_price, sale_price, discount, images, display_order)
select o.id::uuid, o.name, o.manufacturer, o.info, o.original_price, o.sale_price,
       round((o.original_price - o.sale_price) / o.original_price * 100)::int,
       array[b.url || 'offer-images/seed/' || o.slug || '-1.webp', b.url || 'offer-images/seed/' || o.slug || '-2.webp'],
       o.position
from seed_base b, (values
  ('10000000-0000-4000-8000-000000000001', 1, 'sofa-lindholm', 'Sofa Lindholm, 3-Sitzer',
   'Nordwerk Polstermöbel',
   'Dreisitzer mit Federkern und abnehmbaren Bezügen in Salbeigrün. Sitzhöhe 44 cm, Breite 228 cm. Ausstellungsstück in sehr gutem Zustand, Lieferung und Aufbau im Umkreis von 30 km inklusive.',
   2890.00, 2190.00),
  ('10000000-0000-4000-8000-000000000002', 2, 'sessel-amrum', 'Sessel Amrum in Bouclé',
   'Atelier Feldmann',
   'Ohrensessel mit Gestell aus massiver Buche, Bezug Bouclé Creme. In unserer Werkstatt neu gepolstert. Passender Hocker auf Anfrage.',
   1290.00, 990.00),
  ('10000000-0000-4000-8000-000000000003', 3, 'boxspringbett-havelland', 'Boxspringbett Havelland 180 × 200',
   'Schlafmanufaktur Reinholz',
   'Boxspringbett mit Taschenfederkern-Unterbau, 7-Zonen-Matratze (H3) und Visco-Topper. Kopfteil in Webstoff Anthrazit. Probeliegen in unserem Boxspring-Studio nach telefonischer Vereinbarung.',
   3490.00, 2690.00),
  ('10000000-0000-4000-8000-000000000004', 4, 'stuehle-marit', 'Esszimmerstühle Marit (4er-Set)',
   'Holzwerk Talberg',
   'Vier Stühle aus geölter Eiche mit gepolsterter Sitzfläche in Cognac. Stapelbar bis zwei Stück. Einzelstücke ebenfalls erhältlich.',
   1160.00, 880.00),
  ('10000000-0000-4000-8000-000000000005', 5, 'vorhang-leinen-natur', 'Vorhangstoff Leinen Natur (Meterware)',
   'Weberei Sonnfeld',
   'Halbtransparentes Leinen, 300 cm hoch, Preis je laufendem Meter. Auf Wunsch nähen wir in unserem Atelier Ihre Vorhänge nach Maß, mit Faltenband oder Ösen.',
   49.00, 35.00),
  ('10000000-0000-4000-8000-000000000006', 6, 'teppich-kiel', 'Teppich Kiel, handgetuftet 200 × 300',
   'Teppichhaus Möwe',
   'Handgetufteter Wollteppich mit Ringmuster in Senf und Petrol. Florhöhe 12 mm, rutschhemmende Rückseite.',
   1480.00, 1090.00),
  ('10000000-0000-4000-8000-000000000007', 7, 'wandpaneel-eiche', 'Wandpaneel Eiche geräuchert (m²)',
   'Raumwerk Holz',
   'Akustikpaneele aus geräucherter Eiche auf schwarzem Filz. Preis je Quadratmeter, Montage durch unser Team für Wand und Boden.',
   119.00, 89.00),
  ('10000000-0000-4000-8000-000000000008', 8, 'polsterbank-juist', 'Polsterbank Juist',
   'Atelier Feldmann',
   'Gepolsterte Sitzbank für Flur oder Fußende, 140 cm breit, Stoff nach Wahl aus über 200 Mustern. Lieferzeit etwa vier Wochen.',
   640.00, 490.00)
) as o(id, position, slug, name, manufacturer, info, original_price, sale_price);

-- Albums ------------------------------------------------------------------------------------------
-- Twelve albums (two pages of nine); "Polsterwerkstatt" holds 30 images (three pages of twelve),
-- the others three each. The cover is the album's first image.
create temporary table seed_albums as
select a.n, format('20000000-0000-4000-8000-%s', lpad(a.n::text, 12, '0'))::uuid as id, a.slug, a.title, a.description,
       case when a.n = 1 then 30 else 3 end as image_count
from (values
  (1, 'polsterwerkstatt', 'Polsterwerkstatt: Sessel neu bezogen', 'Vom Gestell bis zur letzten Ziernaht: wie ein Erbstück-Sessel in unserer Werkstatt ein zweites Leben bekommt.'),
  (2, 'wohnzimmer-salbeigruen', 'Wohnzimmer in Salbeigrün', 'Ruhige Töne, weiche Stoffe und ein Sofa nach Maß für eine Altbauwohnung.'),
  (3, 'schlafzimmer-boxspring', 'Schlafzimmer mit Boxspringbett', 'Ein Schlafzimmer rund um ein Boxspringbett aus unserem Boxspring-Studio.'),
  (4, 'vorhaenge-nach-mass', 'Vorhänge nach Maß', 'Leinen, Samt und Verdunkelung: genäht in unserem Atelier, montiert bei Ihnen.'),
  (5, 'landhauskueche-tisch', 'Landhausküche mit Esstisch', 'Massivholztisch, gepolsterte Bank und passende Stühle für die große Familie.'),
  (6, 'showroom-fruehjahr', 'Showroom im Frühjahr', 'Neue Stoffe und Farben in unserer Ausstellung.'),
  (7, 'eichenparkett-altbau', 'Eichenparkett im Altbau', 'Fischgrätparkett, geölt, in einer Stadtwohnung von 1905.'),
  (8, 'wand-lehmputz', 'Wandgestaltung mit Lehmputz', 'Natürliche Oberflächen für ein gutes Raumklima.'),
  (9, 'kinderzimmer-teppich', 'Kinderzimmer mit Spielteppich', 'Robuste Materialien und ein weicher Teppich zum Spielen.'),
  (10, 'praxis-empfang', 'Empfang einer Praxis', 'Wartebereich mit pflegeleichten Polstern und Akustikpaneelen.'),
  (11, 'hotel-zimmer', 'Hotelzimmer an der Küste', 'Zwölf Zimmer, ein Konzept: Betten, Vorhänge und Teppiche aus einer Hand.'),
  (12, 'wintergarten-sessel', 'Wintergarten mit Lesesessel', 'Ein heller Ort zum Lesen, mit lichtechten Stoffen.')
) as a(n, slug, title, description);

insert into public.albums (id, title, description, cover_image, created_at)
select sa.id, sa.title, sa.description,
       b.url || 'gallery/seed/' || sa.slug || '/01.webp',
       timestamptz '2025-03-01 10:00:00+00' - make_interval(days => sa.n * 9)
from seed_albums sa, seed_base b;

insert into public.gallery_images (id, album_id, image_url, title, description, order_index)
select format('30000000-0000-4000-8000-%s', lpad((sa.n * 100 + i)::text, 12, '0'))::uuid,
       sa.id,
       b.url || 'gallery/seed/' || sa.slug || '/' || lpad(i::text, 2, '0') || '.webp',
       (array['Vorher', 'Gestell', 'Federung', 'Polsterung', 'Zuschnitt', 'Naht', 'Detail', 'Ergebnis'])[1 + (i - 1) % 8]
         || case when i > 8 then ' ' || ((i - 1) / 8 + 1) else '' end,
       case when i % 3 = 0 then null else 'Aufnahme ' || i || ' aus dem Projekt „' || sa.title || '“.' end,
       i - 1
from seed_albums sa
cross join lateral generate_series(1, sa.image_count) as i
cross join seed_base b;

drop table seed_albums, seed_base;

-- Offers created later continue after the seeded ones.
select setval(pg_get_serial_sequence('public.offers', 'display_order'), (select max(display_order) from public.offers));
