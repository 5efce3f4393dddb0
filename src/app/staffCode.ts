/**
 * The staff-only code (scripts/vite/staffChunks.ts lists the same modules), in a module of its
 * own: each import below carries the list of chunks it needs, and a visitor's first load has no
 * use for those names.
 */
export function loadStaffCode(): Promise<unknown> {
  return Promise.all([
    import('../features/offers/OfferFormDialog'),
    import('../features/offers/OfferStaffActions'),
    import('../features/offers/offerSaves'),
    import('../features/gallery/GalleryStaff'),
    import('../features/gallery/gallerySaves'),
    import('../features/gallery/AlbumDialog'),
    import('../features/gallery/AddImagesDialog'),
    import('../features/gallery/ImageDetailsDialog'),
    loadSyncStatus(),
    import('../features/share/SharedImagesStaff'),
    import('../ui/ConfirmDialog'),
    // A save's toast: offline, staff still see where each edit stands.
    import('../ui/saveFeedback'),
    import('../data/albumEdits'),
    import('../data/syncEngine'),
  ]);
}

/** The sync status beside the login control (src/app/layout/LoginControlSlot.tsx). */
export function loadSyncStatus() {
  return import('../features/sync/SyncStatus');
}
