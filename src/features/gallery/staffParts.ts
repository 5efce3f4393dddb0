import { lazy } from 'react';

/*
 * The staff controls and dialogs of the gallery pages. They are built with Chakra and load only
 * when the user is staff (controls) or opens them (dialogs), so a visitor's pages carry no Chakra.
 */
const staff = () => import('./GalleryStaff');

export const CreateAlbumButton = lazy(() => staff().then((module) => ({ default: module.CreateAlbumButton })));
export const AddImagesButton = lazy(() => staff().then((module) => ({ default: module.AddImagesButton })));
export const AlbumCardStaffButtons = lazy(() => staff().then((module) => ({ default: module.AlbumCardStaffButtons })));
export const ImageTileStaffButtons = lazy(() => staff().then((module) => ({ default: module.ImageTileStaffButtons })));
export const StaffConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
export const AlbumDialog = lazy(() => import('./AlbumDialog'));
export const AddImagesDialog = lazy(() => import('./AddImagesDialog'));
export const ImageDetailsDialog = lazy(() => import('./ImageDetailsDialog'));
