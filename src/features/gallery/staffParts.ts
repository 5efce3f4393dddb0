import { lazyPart } from '../../lib/lazyPart';
import { codeOnDemand } from '../../lib/codeOnDemand';

/*
 * The staff controls and dialogs of the gallery pages. They are built with Chakra and load only
 * when the user is staff (controls) or opens them (dialogs), so a visitor's pages carry no Chakra.
 */
/** The controls, read with `useCodeOnDemand`: a list never waits for them (lib/codeOnDemand.ts). */
export const galleryStaffCode = codeOnDemand(() => import('./GalleryStaff'));
export const StaffConfirmDialog = lazyPart(() => import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
export const AlbumDialog = lazyPart(() => import('./AlbumDialog'));
export const AddImagesDialog = lazyPart(() => import('./AddImagesDialog'));
export const ImageDetailsDialog = lazyPart(() => import('./ImageDetailsDialog'));
