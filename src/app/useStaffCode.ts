import { useEffect } from 'react';
import { useAuth } from '../data/auth';
import { afterFirstView } from '../lib/afterFirstView';

/**
 * The staff-only code (scripts/vite/staffChunks.ts lists the same modules): not precached, so
 * visitors never download it; loaded as soon as staff are signed in, which also puts it in the
 * service worker's cache of build files, ready for editing offline. Once the page shows its data:
 * evaluating these chunks first held a tablet's first cards back by a second and more.
 */
function loadStaffCode(): Promise<unknown> {
  return Promise.all([
    import('../features/offers/OfferFormDialog'),
    import('../features/offers/OfferStaffActions'),
    import('../features/offers/offerSaves'),
    import('../features/gallery/GalleryStaff'),
    import('../features/gallery/gallerySaves'),
    import('../features/gallery/AlbumDialog'),
    import('../features/gallery/AddImagesDialog'),
    import('../features/gallery/ImageDetailsDialog'),
    import('../features/sync/SyncStatus'),
    import('../features/share/SharedImagesStaff'),
    import('../ui/ConfirmDialog'),
    // A save's toast: offline, staff still see where each edit stands.
    import('../ui/saveFeedback'),
    import('../data/albumEdits'),
    import('../data/syncEngine'),
  ]).catch(() => undefined);
}

export function useStaffCode(): void {
  const { isStaff } = useAuth();
  useEffect(() => {
    if (isStaff) return afterFirstView(() => void loadStaffCode());
  }, [isStaff]);
}
