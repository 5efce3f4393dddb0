import { css, cx } from '../../styled-system/css';
import { Link } from '../../lib/router';
import { albumIdOf, paths } from '../../lib/paths';
import { PAGE_PARAM } from '../../lib/pageParam';
import { offlineCopyText as text } from '../../content/offlineCopies';
import { metaFor } from '../../content/seo';
import { removeSavedAlbum } from '../../data/albumSaves';
import { useSavedAlbums, useVisitedPagePaths, type SavedAlbum } from '../../data/offline';
import { useStoredAlbums } from '../../data/albums';
import type { Album } from '../../data/rows';
import { formatBytes, formatSavedAt } from '../../lib/germanFormat';
import { buttonBase, buttonShape, buttonSm, outlineRed } from '../../ui/buttonStyles';
import { PageShell } from '../../ui/PageShell';
import { showToast } from '../../ui/showToast';

const link = css({ color: 'cognac.700', textDecoration: 'underline' });
const sectionTitle = css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: '3xl', mb: '4' });
const muted = css({ color: 'sand.700' });

/** /offline: what this device can open without a network, so a visitor offline knows where to go. */
export function Component() {
  return (
    <PageShell title={text.pageTitle}>
      <p className={css({ fontSize: 'lg', color: 'sand.700', mb: '10', maxW: '3xl' })}>{text.intro}</p>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '12' })}>
        <SavedAlbumList />
        <AlwaysAvailableList />
        <VisitedPageList />
      </div>
    </PageShell>
  );
}

function SavedAlbumList() {
  const saved = useSavedAlbums();
  return (
    <section aria-labelledby="saved-albums">
      <h2 id="saved-albums" className={sectionTitle}>
        {text.savedAlbumsTitle}
      </h2>
      {saved === undefined ? (
        <p className={muted}>{text.loading}</p>
      ) : saved.length === 0 ? (
        <p className={muted} data-testid="no-saved-albums">
          {text.noSavedAlbums}{' '}
          <Link to={paths.gallery()} className={link}>
            {text.albumsLink}
          </Link>
        </p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyleType: 'none', m: '0', p: '0' })} data-testid="saved-album-list">
          {saved.map((album) => (
            <SavedAlbumRow key={album.albumId} album={album} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedAlbumRow({ album }: { album: SavedAlbum }) {
  const remove = async () => {
    try {
      await removeSavedAlbum(album.albumId);
      showToast({ title: text.removed, type: 'success' });
    } catch {
      showToast({ title: text.removeFailed, type: 'error' });
    }
  };
  return (
    <li
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        bg: 'white',
        borderWidth: '1px',
        borderColor: 'sand.200',
        rounded: 'lg',
        px: '5',
        py: '4',
      })}
      data-testid="saved-album"
    >
      <div>
        <Link to={paths.album(album.albumId)} className={cx(link, css({ fontWeight: 'semibold', fontSize: 'lg' }))}>
          {album.title}
        </Link>
        <p className={css({ fontSize: 'sm', color: 'sand.700' })}>
          {text.savedSize(text.images(album.imageCount), formatBytes(album.bytes))} · {text.savedOn(formatSavedAt(album.savedAt))}
        </p>
      </div>
      <button type="button" className={cx(buttonBase, buttonShape, buttonSm, outlineRed)} aria-label={text.removeLabel(album.title)} onClick={() => void remove()}>
        {text.remove}
      </button>
    </li>
  );
}

function pageLabel(path: string, albums: Map<string, Album> | undefined): string {
  const url = new URL(path, 'http://localhost');
  const albumId = albumIdOf(url.pathname);
  const title = albumId
    ? (albums?.get(albumId)?.title ?? text.unknownAlbum)
    : url.pathname === paths.home()
      ? text.homePage
      : (metaFor(url.pathname).title.split(' | ')[0] ?? url.pathname);
  const page = url.searchParams.get(PAGE_PARAM);
  return page && page !== '1' ? text.pageNumber(title, page) : title;
}

/** The pages whose content is in the app itself: the worker's app shell shows them without a visit before. */
const ALWAYS_AVAILABLE: readonly string[] = [paths.home(), paths.impressum(), paths.datenschutz(), paths.agb()];

function AlwaysAvailableList() {
  return (
    <section aria-labelledby="always-available">
      <h2 id="always-available" className={sectionTitle}>
        {text.alwaysTitle}
      </h2>
      <PageLinks paths={ALWAYS_AVAILABLE} albums={undefined} testId="always-available-list" />
    </section>
  );
}

/** A list of pages, each a link by its title. */
function PageLinks({ paths: pagePaths, albums, testId }: { paths: readonly string[]; albums: Map<string, Album> | undefined; testId: string }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '5' })} data-testid={testId}>
      {pagePaths.map((path) => (
        <li key={path}>
          <Link to={path} className={link}>
            {pageLabel(path, albums)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function VisitedPageList() {
  // Listed once: the pages always there stand above, this page is the one being read.
  const visited = useVisitedPagePaths()?.filter((path) => path !== paths.offlineAvailable() && !ALWAYS_AVAILABLE.includes(path));
  const albums = useStoredAlbums((visited ?? []).flatMap((path) => albumIdOf(new URL(path, 'http://localhost').pathname) ?? []));
  return (
    <section aria-labelledby="visited-pages">
      <h2 id="visited-pages" className={sectionTitle}>
        {text.visitedTitle}
      </h2>
      {visited === undefined ? (
        <p className={muted}>{text.loading}</p>
      ) : visited.length === 0 ? (
        <p className={muted}>{text.noVisited}</p>
      ) : (
        <PageLinks paths={visited} albums={albums} testId="visited-page-list" />
      )}
    </section>
  );
}
