import type { Album } from '../../data/rows';
import { galleryText } from '../../content/gallery';
import { AlbumCard } from './AlbumCard';
import { albumCardClasses as classes } from './albumCardClasses.buildtime';
import { EAGER_COVERS } from './albumCardsHtml';

interface AlbumListProps {
  albums: Album[];
  onEdit?: (album: Album) => void;
  onDelete?: (album: Album) => void;
  /** Albums this device keeps an offline copy of. */
  savedIds?: ReadonlySet<string>;
  /** Albums a visitor sees with a staff edit this device has not sent yet. */
  unpublishedIds?: ReadonlySet<string>;
}

/** One page of album cards; the first row loads its covers at once, the first with high priority. */
export function AlbumList({ albums, onEdit, onDelete, savedIds, unpublishedIds }: AlbumListProps) {
  return (
    <ul className={classes.grid} aria-label={galleryText.albumList} data-testid="album-list">
      {albums.map((album, index) => (
        <AlbumCard key={album.id} album={album} eager={index < EAGER_COVERS} priority={index === 0} onEdit={onEdit} onDelete={onDelete} savedOffline={savedIds?.has(album.id) ?? false} unpublished={unpublishedIds?.has(album.id) ?? false} />
      ))}
    </ul>
  );
}
