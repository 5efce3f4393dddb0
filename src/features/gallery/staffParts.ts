import { lazy } from 'react';
import { codeOnDemand } from '../../lib/codeOnDemand';

/*
 * The staff controls and dialogs of the gallery pages. They are built with Chakra and load only
 * when the user is staff (controls) or opens them (dialogs), so a visitor's pages carry no Chakra.
 */
/** The controls, read with `useCodeOnDemand`: a list never waits for them (lib/codeOnDemand.ts). */
export const galleryStaffCode = codeOnDemand(() => import('./GalleryStaff'));
export const StaffConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
export const AlbumDialog = lazy(() => import('./AlbumDialog'));
export const AddImagesDialog = lazy(() => import('./AddImagesDialog'));
export const ImageDetailsDialog = lazy(() => import('./ImageDetailsDialog'));
