import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { offlineCopyText as text } from '../../content/offlineCopies';
import { gallerySizes } from '../../content/gallery';
import { AlbumNotSavedError, refreshSavedAlbum, removeSavedAlbum, saveAlbumOffline, type SaveProgress } from '../../data/albumSaves';
import { useSavedAlbum } from '../../data/offline';
import { formatBytes, formatSavedAt } from '../../lib/germanFormat';
import { buttonBase, buttonDisabled, buttonMd, buttonShape, buttonSm, outlineRed, outlineSand } from '../../ui/buttonStyles';
import { ProgressBar } from '../../ui/ProgressBar';
import { showToast } from '../../ui/showToast';
import { useOnline } from '../../ui/useOnline';

const SIZES = { thumbnail: gallerySizes.thumbnail, fullWidth: gallerySizes.fullWidth };

type SaveState = { kind: 'idle' } | { kind: 'saving'; progress: SaveProgress } | { kind: 'failed'; message: string };

/** Saved albums refreshed in this page's life: once per visit is enough. */
const refreshedThisPage = new Set<string>();

/**
 * 'Album offline speichern' for every visitor: saves the album's rows and every image at the
 * sizes its pages request, with progress; once saved, says when and how much space it takes,
 * and offers to update or remove the copy. An online visit refreshes a saved copy quietly.
 */
export function SaveAlbumOffline({ albumId }: { albumId: string }) {
  const saved = useSavedAlbum(albumId);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  // Saving needs the server; removing a copy does not.
  const online = useOnline();
  const box = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  // The pressed button gives way to the progress, the progress to the saved copy's buttons, 'Entfernen'
  // to 'Album offline speichern': the focus follows into what took its place, not to the page's start.
  // While the progress shows, the box itself holds the focus.
  useLayoutEffect(() => {
    if (!focusInside.current || !box.current) return;
    const active = document.activeElement;
    const heldByBox = active === box.current;
    if (!heldByBox && active !== null && active !== document.body) return;
    const button = box.current.querySelector<HTMLElement>('button:not([disabled])');
    if (button) button.focus();
    else if (!heldByBox) box.current.focus();
  });

  useEffect(() => {
    if (!saved || !navigator.onLine || refreshedThisPage.has(albumId)) return;
    refreshedThisPage.add(albumId);
    void refreshSavedAlbum(albumId, SIZES);
  }, [saved, albumId]);

  // Until the device answered whether a copy exists: the button's room, so nothing below moves.
  if (saved === undefined) return <div className={css({ h: '10' })} />;
  if (typeof caches === 'undefined') return <p className={css({ fontSize: 'sm', color: 'sand.700' })}>{text.notSupported}</p>;

  const save = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: 0 } });
    try {
      await saveAlbumOffline(albumId, SIZES, (progress) => setState({ kind: 'saving', progress }));
      refreshedThisPage.add(albumId);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', message: text.failed(error instanceof AlbumNotSavedError ? error.failed : 0) });
    }
  };

  const remove = async () => {
    try {
      await removeSavedAlbum(albumId);
      setState({ kind: 'idle' });
      showToast({ title: text.removed, type: 'success' });
    } catch {
      showToast({ title: text.removeFailed, type: 'error' });
    }
  };

  return (
    <div
      ref={box}
      tabIndex={-1}
      onFocus={() => (focusInside.current = true)}
      onBlur={(event) => {
        // Put elsewhere, or dropped by a click beside (a button taken away gives no blur).
        const left = event.relatedTarget === null ? event.target.isConnected : !box.current?.contains(event.relatedTarget);
        if (left) focusInside.current = false;
      }}
      // Wide enough for both buttons of a saved copy on one line: beside the title on a wide
      // screen, the box then grows little past the title's, and the images below move little.
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: 'md' })}
      data-testid="save-album-offline"
    >
      {state.kind === 'saving' ? (
        <ProgressBar done={state.progress.done} total={state.progress.total} label={text.saving(state.progress.done, state.progress.total)} />
      ) : saved ? (
        <div role="status" className={css({ fontSize: 'sm', color: 'sand.800' })} data-testid="album-saved-offline">
          <p className={css({ fontWeight: 'semibold' })}>{text.savedOn(formatSavedAt(saved.savedAt))}</p>
          <p>{text.savedSize(text.images(saved.imageCount), formatBytes(saved.bytes))}</p>
        </div>
      ) : null}
      {state.kind !== 'saving' && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {saved ? (
            <>
              <button type="button" className={cx(buttonBase, buttonShape, buttonDisabled, buttonSm, outlineSand)} disabled={!online} onClick={() => void save()}>
                {text.update}
              </button>
              <button type="button" className={cx(buttonBase, buttonShape, buttonSm, outlineRed)} onClick={() => void remove()}>
                {text.remove}
              </button>
            </>
          ) : (
            saved === null && (
              <button type="button" className={cx(buttonBase, buttonShape, buttonDisabled, buttonMd, outlineSand)} disabled={!online} onClick={() => void save()}>
                {text.save}
              </button>
            )
          )}
        </div>
      )}
      {!online && state.kind !== 'saving' && <p className={css({ fontSize: 'sm', color: 'sand.700' })}>{text.needsNetwork}</p>}
      {state.kind === 'failed' && (
        <p role="alert" className={css({ fontSize: 'sm', color: 'red.700' })}>
          {state.message}
        </p>
      )}
    </div>
  );
}
