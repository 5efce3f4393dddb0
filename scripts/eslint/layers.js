// The layers of the shipped code (DESIGN.md section 3), as zones of import-x's no-restricted-paths:
//   app -> features -> (ui, data) -> (content, lib)
// Features never import each other or the app; ui imports neither features nor data; from outside,
// a feature or src/data is reached only through its entry modules. The service worker and the
// shared chat knowledge (used by the edge function too) sit beside the app and share only
// content and lib with it.

/** The modules of each feature the app may import (its routes' pages, what it loads lazily). */
const FEATURE_ENTRIES = {
  auth: ['LoginControl.tsx'],
  chat: ['ChatDialog.tsx'],
  gallery: ['GalleryPage.tsx', 'AlbumPage.tsx', 'AlbumDialog.tsx', 'AddImagesDialog.tsx', 'ImageDetailsDialog.tsx', 'GalleryStaff.tsx', 'gallerySaves.ts'],
  landing: ['LandingPage.tsx'],
  legal: ['AgbPage.tsx', 'DatenschutzPage.tsx', 'ImpressumPage.tsx'],
  offers: ['SalePage.tsx', 'OfferFormDialog.tsx', 'OfferStaffActions.tsx', 'offerSaves.ts'],
  offline: ['OfflineAvailablePage.tsx'],
  pwa: ['mountPwaLayer.tsx', 'registerServiceWorker.ts'],
  share: ['SharedImagesPage.tsx', 'SharedImagesStaff.tsx'],
  sync: ['SyncStatus.tsx'],
};

/** The entry modules of src/data (src/data/README.md); everything else in it is internal. */
const DATA_ENTRIES = [
  'offers.ts',
  'offerEdits.ts',
  'albums.ts',
  'albumEdits.ts',
  'albumSaves.ts',
  'images.ts',
  'imageUploads.ts',
  'auth.ts',
  'passwordChange.ts',
  'authStart.ts',
  'sync.ts',
  'syncEngine.ts',
  'chat.ts',
  'offline.ts',
  'deviceStatus.ts',
  'rows.ts',
  // What the early script's painters share with it (features' *Html.ts): no Dexie, no React.
  'early.ts',
];

const APP = ['src/app', 'src/main.tsx', 'src/entry-server.tsx'];
const ABOVE_SHARED = [...APP, 'src/features', 'src/early'];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

export const layerZones = [
  zone('src/features', APP, 'A feature does not import the app.'),
  ...Object.keys(FEATURE_ENTRIES).map((name) =>
    zone(`src/features/${name}`, 'src/features', 'A feature does not import another feature: move what both need to src/ui, src/data or src/content.', [`./${name}`]),
  ),
  zone('src/ui', [...ABOVE_SHARED, 'src/data'], 'src/ui holds presentational parts: it imports neither features nor src/data (take data as props).'),
  zone('src/data', [...ABOVE_SHARED, 'src/ui'], 'src/data is below the UI: it imports neither the app, features nor src/ui.'),
  zone(['src/content', 'src/lib'], [...ABOVE_SHARED, 'src/ui', 'src/data', 'chat-knowledge'], 'src/content and src/lib are the bottom layer: they import only each other.'),
  zone(
    [...APP, 'src/features', 'src/ui'],
    'src/data',
    `Import src/data through its entry modules (${DATA_ENTRIES.join(', ')}; src/data/README.md).`,
    DATA_ENTRIES.map((file) => `./${file}`),
  ),
  zone('src/early', 'src/data', 'The early script reads through src/data/early.ts.', ['./early.ts', './rows.ts']),
  zone('src/early', 'src/features', "The early script reaches a feature only through its painter of a first view (*Html.ts, markup without React) and the album page's back link.", ['./offers/offerCardsHtml.ts', './gallery/albumCardsHtml.ts', './gallery/albumContentHtml.ts', './gallery/galleryReferrer.ts']),
  ...Object.entries(FEATURE_ENTRIES).map(([name, entries]) =>
    zone(APP, `src/features/${name}`, `The app imports feature '${name}' only through ${entries.join(', ')}.`, entries.map((file) => `./${file}`)),
  ),
  zone('sw', ['src/app', 'src/features', 'src/ui', 'src/early', 'src/content'], 'The service worker shares only src/lib with the page (and its outbox drain the data layer).'),
  zone('sw', 'src/data', "The service worker reaches the data layer only through src/data/workerSync.ts (its outbox drain, sw/outboxDrain.ts).", ['./workerSync.ts']),
  zone('chat-knowledge', ['src/app', 'src/features', 'src/ui', 'src/data', 'src/early', 'supabase'], 'The chat knowledge is shared by the app and the edge function: it imports only src/content and src/lib.'),
  zone('supabase/functions', ['src', 'sw'], 'The edge function shares code with the app only through chat-knowledge/.'),
];
