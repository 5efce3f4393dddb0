import { Box, Button } from '@chakra-ui/react';
import { albumText, galleryText } from '../../content/gallery';
import { ChakraLayer } from '../../ui/ChakraLayer';
import { RowSyncMark } from '../../ui/RowSyncMark';
import { useRowSyncState } from '../../data/sync';
import { EditIcon, PlusIcon, TrashIcon } from './galleryIcons';

/*
 * The gallery's staff controls, built with Chakra: this module is loaded only once the user is
 * staff (src/features/gallery/staffParts.ts), so visitors never download it or Chakra's runtime.
 */

/** 'Neues Album erstellen' on /galerie. */
export function CreateAlbumButton({ onClick }: { onClick: () => void }) {
  return (
    <ChakraLayer>
      <Button colorPalette="cognac" onClick={onClick}>
        <PlusIcon />
        {galleryText.createAlbum}
      </Button>
    </ChakraLayer>
  );
}

/** 'Bilder hinzufügen' on an album page. */
export function AddImagesButton({ onClick }: { onClick: () => void }) {
  return (
    <ChakraLayer>
      <Button colorPalette="cognac" onClick={onClick}>
        <PlusIcon />
        {albumText.addImages}
      </Button>
    </ChakraLayer>
  );
}

/** Edit and delete of one album card: above the card's stretched link, so they get their own clicks. */
export function AlbumCardStaffButtons({ id, title, onEdit, onDelete }: { id: string; title: string; onEdit: () => void; onDelete: () => void }) {
  const sync = useRowSyncState('albums', id);
  return (
    <ChakraLayer>
      <RowSyncMark state={sync} />
      <Box display="flex" flexWrap="wrap" gap="2" mt="auto" pt="3" position="relative" zIndex={1}>
        <Button size="sm" variant="outline" colorPalette="sand" aria-label={galleryText.editAlbumLabel(title)} onClick={onEdit}>
          <EditIcon />
          {galleryText.edit}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" aria-label={galleryText.deleteAlbumLabel(title)} onClick={onDelete}>
          <TrashIcon />
          {galleryText.delete}
        </Button>
      </Box>
    </ChakraLayer>
  );
}

/** Edit and delete of one image tile; they wrap on a narrow tile. */
export function ImageTileStaffButtons({ id, name, onEdit, onDelete }: { id: string; name: string; onEdit: () => void; onDelete: () => void }) {
  const sync = useRowSyncState('gallery_images', id);
  return (
    <ChakraLayer>
      <RowSyncMark state={sync} />
      <Box display="flex" flexWrap="wrap" gap="2" mt="auto" pt="2">
        <Button size="xs" variant="outline" colorPalette="sand" aria-label={albumText.editImageLabel(name)} onClick={onEdit}>
          <EditIcon />
          {albumText.editImage}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={albumText.deleteImageLabel(name)} onClick={onDelete}>
          <TrashIcon />
          {albumText.deleteImage}
        </Button>
      </Box>
    </ChakraLayer>
  );
}
