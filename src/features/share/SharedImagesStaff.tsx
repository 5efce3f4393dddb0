import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '../../lib/router';
import { css, cx } from '../../styled-system/css';
import { shareText as text } from '../../content/share';
import { galleryText } from '../../content/gallery';
import { uploadLimits, uploadText } from '../../content/upload';
import { addAlbumImages, checkAlbumInput, createAlbum } from '../../data/albumEdits';
import { ALBUMS_PAGE_SIZE, useAlbumsPage } from '../../data/albums';
import { useImageSelection } from '../../data/imageUploads';
import { useOffers } from '../../data/offers';
import { updateOffer } from '../../data/offerEdits';
import type { Offer } from '../../data/rows';
import { InputRejectedError, watchSave, type SaveReceipt } from '../../data/sync';
import { paths } from '../../lib/paths';
import { createSharedImageStore, SHARE_SKIPPED_PARAM } from '../../lib/sharedImages';
import { announceSave } from '../../ui/announceSave';
import { buttonBase, buttonDisabled, buttonShape, buttonSm, outlineCognac, solidCognac } from '../../ui/buttonStyles';
import { ProgressBar } from '../../ui/ProgressBar';
import { showToast } from '../../ui/showToast';

const NEW_ALBUM = 'new';

const muted = css({ color: 'sand.700' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '5' }, rounded: 'lg', borderWidth: '1px', borderColor: 'sand.300', bg: 'white' });
const sectionTitle = css({ fontFamily: 'heading', fontWeight: 'semibold', fontSize: '2xl' });
const label = css({ fontWeight: 'medium', fontSize: 'sm', color: 'sand.800' });
const field = css({
  w: '100%',
  h: '10',
  px: '3',
  rounded: 'l2',
  borderWidth: '1px',
  borderColor: 'sand.400',
  bg: 'white',
  color: 'sand.900',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'cognac.600', outlineOffset: '1px' },
  _invalid: { borderColor: 'red.600' },
});
const fieldError = css({ color: 'red.700', fontSize: 'sm' });
const fieldHint = css({ color: 'sand.700', fontSize: 'sm' });
// Disabled until there is something to do ('Zum Angebot hinzufügen' before an offer is chosen): it looks so.
const button = cx(buttonBase, buttonShape, buttonDisabled, buttonSm);

/**
 * Staff part of 'Geteilte Bilder' (a lazy chunk): the shared photos go through the pickers'
 * pipeline (`useImageSelection`: downscaled, metadata removed, with progress), then into an album
 * (`addAlbumImages`, a new one first with `createAlbum`) or an offer (`updateOffer`), queued in
 * the outbox like any edit, so it works offline. The photos leave the device's store once queued.
 */
export default function SharedImagesStaff() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Files shared beside the photos that were no images (sw/shareTarget.ts did not keep them).
  const skipped = Number.parseInt(params.get(SHARE_SKIPPED_PARAM) ?? '', 10) || 0;
  const [store] = useState(() => createSharedImageStore());
  const [sharedIds, setSharedIds] = useState<string[] | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const selection = useImageSelection({
    maxFiles: uploadLimits.album,
    onRefused: (message) => showToast({ ...message, type: 'error' }),
    onPrepareFailed: (names) => showToast({ ...uploadText.unreadable(names), type: 'error' }),
  });
  // The shared files go through the pickers' preparation, as if just picked.
  const prepare = useEffectEvent((files: File[]) => void selection.add(files));

  useEffect(() => {
    let live = true;
    void store
      .list()
      .catch(() => [])
      .then((shared) => {
        if (!live) return;
        setSharedIds(shared.map((image) => image.id));
        prepare(shared.map((image) => new File([image.blob], image.name, { type: image.type, lastModified: image.sharedAt })));
      });
    return () => {
      live = false;
    };
  }, [store]);

  const count = selection.images.length;
  const busy = saving || selection.progress !== null || count === 0;

  /** Queues the prepared photos with `save`, then forgets the shared files and opens `to`. */
  async function place(save: () => Promise<{ receipt: SaveReceipt | null; to: string } | null>) {
    setSaving(true);
    try {
      const saved = await save();
      if (!saved) {
        setSaving(false);
        return;
      }
      if (saved.receipt) announceSave({ title: galleryText.toast.imagesQueued(count), waitingTitle: galleryText.toast.imagesWaiting(count), uploadedTitle: galleryText.toast.imagesAdded(count), type: 'info' }, watchSave(saved.receipt));
      await store.remove(sharedIds ?? []).catch(() => undefined);
      void navigate(saved.to);
    } catch (error) {
      console.error(error);
      showToast({ ...text.toast.addError, type: 'error' });
      setSaving(false);
    }
  }

  async function discard() {
    await store.remove(sharedIds ?? []).catch(() => undefined);
    showToast({ title: text.toast.discarded, type: 'info' });
    void navigate(paths.gallery());
  }

  if (sharedIds === undefined) return <p className={muted}>{text.loading}</p>;
  const skippedNote = skipped > 0 && (
    <p role="status" className={css({ color: 'sand.800' })} data-testid="shared-files-skipped">
      {text.skipped(skipped)}
    </p>
  );
  if (sharedIds.length === 0 && count === 0 && selection.progress === null)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '3xl' })}>
        {skippedNote}
        <p className={css({ fontSize: 'lg', color: 'sand.800' })} data-testid="no-shared-images">
          {text.none}
        </p>
        <p className={muted}>{text.noneExpired}</p>
      </div>
    );

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <p className={css({ fontSize: 'lg', color: 'sand.800' })}>{text.intro(sharedIds.length)}</p>
      {skippedNote}
      {selection.images.length > 0 && (
        <ul aria-label={text.imagesList} className={css({ listStyleType: 'none', p: '0', m: '0', display: 'grid', gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(auto-fill, minmax(140px, 1fr))' }, gap: '3' })}>
          {selection.images.map((image) => (
            <li key={image.id} data-testid="shared-image" className={css({ position: 'relative', aspectRatio: '1', rounded: 'md', overflow: 'hidden', bg: 'sand.200' })}>
              <img src={image.preview ?? undefined} alt={image.name} className={css({ w: '100%', h: '100%', objectFit: 'cover' })} />
              <button
                type="button"
                aria-label={uploadText.remove(image.name)}
                title={uploadText.remove(image.name)}
                disabled={saving}
                onClick={() => selection.remove(image.id)}
                className={css({ position: 'absolute', top: '1', right: '1', w: '7', h: '7', rounded: 'full', display: 'grid', placeItems: 'center', bg: 'rgba(28, 24, 21, 0.7)', color: 'white', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } })}
              >
                <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selection.progress && (
        <ProgressBar done={selection.progress.done} total={selection.progress.total} label={uploadText.preparing(Math.min(selection.progress.done + 1, selection.progress.total), selection.progress.total)} />
      )}
      <div className={css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: '5', alignItems: 'start' })}>
        <AlbumTarget busy={busy} onPlace={(albumId, newTitle) => void place(() => toAlbum(albumId, newTitle))} />
        <OfferTarget busy={busy} onPlace={(offer) => void place(() => toOffer(offer))} />
      </div>
      <div>
        <button type="button" className={cx(button, outlineCognac)} disabled={saving} onClick={() => void discard()}>
          {text.discard}
        </button>
      </div>
    </div>
  );

  async function toAlbum(albumId: string, newTitle: string): Promise<{ receipt: SaveReceipt | null; to: string } | null> {
    const images = selection.images.map((item) => item.image);
    let id = albumId;
    if (albumId === NEW_ALBUM) {
      const checked = checkAlbumInput({ title: newTitle, description: null });
      if (!checked.ok) {
        showToast({ title: galleryText.toast.albumSaveError.title, description: Object.values(checked.errors).join(' '), type: 'error' });
        return null;
      }
      try {
        id = (await createAlbum(checked.value, null)).id;
      } catch (error) {
        if (!(error instanceof InputRejectedError)) throw error;
        showToast({ ...galleryText.toast.albumSaveError, type: 'error' });
        return null;
      }
    }
    return { receipt: await addAlbumImages(id, images), to: paths.album(id) };
  }

  async function toOffer(offer: Offer): Promise<{ receipt: SaveReceipt; to: string }> {
    const input = { name: offer.name, manufacturer: offer.manufacturer, info: offer.info, original_price: offer.original_price, sale_price: offer.sale_price, discount: offer.discount };
    const receipt = await updateOffer(
      offer.id,
      input,
      offer.images,
      selection.images.map((item) => item.image),
      offer,
    );
    return { receipt, to: paths.sale() };
  }
}

/**
 * Every album, newest first, one gallery page after the other: each page is read like the
 * gallery's (from the device's mirror, pulled when online), and the next one is read once this
 * one says there are more.
 */
function AlbumOptions({ page }: { page: number }) {
  const { albums, total } = useAlbumsPage(page);
  if (!albums) return null;
  return (
    <>
      {albums.map((album) => (
        <option key={album.id} value={album.id}>
          {album.title}
        </option>
      ))}
      {total !== undefined && total > page * ALBUMS_PAGE_SIZE && <AlbumOptions page={page + 1} />}
    </>
  );
}

function AlbumTarget({ busy, onPlace }: { busy: boolean; onPlace: (albumId: string, newTitle: string) => void }) {
  const selectId = useId();
  const titleId = useId();
  // The newest album is chosen until staff pick another.
  const { albums, load } = useAlbumsPage(1);
  // Offline on a device that never loaded the gallery only 'Neues Album' is offered: said why, so
  // that no one makes a second album of one the server has.
  const noAlbumsHere = albums?.length === 0 || (albums === undefined && load.status === 'failed');
  const [chosen, setChosen] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  // A new album's title is checked at its field, as in the album dialog.
  const [titleError, setTitleError] = useState<string | null>(null);
  const titleField = useRef<HTMLInputElement>(null);
  const value = chosen ?? albums?.[0]?.id ?? NEW_ALBUM;
  function place() {
    if (value === NEW_ALBUM) {
      const checked = checkAlbumInput({ title, description: null });
      if (!checked.ok) {
        setTitleError(Object.values(checked.errors).join(' '));
        titleField.current?.focus();
        return;
      }
    }
    onPlace(value, title);
  }
  return (
    <section aria-labelledby={`${selectId}-title`} className={section}>
      <h2 id={`${selectId}-title`} className={sectionTitle}>
        {text.albumSection}
      </h2>
      <label htmlFor={selectId} className={label}>
        {text.albumLabel}
      </label>
      <select id={selectId} className={field} value={value} onChange={(event) => setChosen(event.currentTarget.value)} aria-describedby={noAlbumsHere ? `${selectId}-none` : undefined}>
        <AlbumOptions page={1} />
        <option value={NEW_ALBUM}>{text.newAlbum}</option>
      </select>
      {noAlbumsHere && (
        <p id={`${selectId}-none`} className={fieldHint}>
          {load.reason === 'offline' ? text.noAlbumsOffline : text.noAlbums}
        </p>
      )}
      {value === NEW_ALBUM && (
        <>
          <label htmlFor={titleId} className={label}>
            {text.newAlbumTitleLabel}
          </label>
          <input
            id={titleId}
            ref={titleField}
            className={field}
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setTitleError(null);
            }}
            autoComplete="off"
            aria-invalid={titleError !== null || undefined}
            aria-describedby={titleError ? `${titleId}-error` : undefined}
          />
          {titleError && (
            <p id={`${titleId}-error`} className={fieldError}>
              {titleError}
            </p>
          )}
        </>
      )}
      <div>
        <button type="button" className={cx(button, solidCognac)} disabled={busy} onClick={place}>
          {text.addToAlbum}
        </button>
      </div>
    </section>
  );
}

function OfferTarget({ busy, onPlace }: { busy: boolean; onPlace: (offer: Offer) => void }) {
  const selectId = useId();
  const { offers } = useOffers();
  const [chosen, setChosen] = useState('');
  const offer = offers?.find((entry) => entry.id === chosen);
  return (
    <section aria-labelledby={`${selectId}-title`} className={section}>
      <h2 id={`${selectId}-title`} className={sectionTitle}>
        {text.offerSection}
      </h2>
      <label htmlFor={selectId} className={label}>
        {text.offerLabel}
      </label>
      <select id={selectId} className={field} value={chosen} onChange={(event) => setChosen(event.currentTarget.value)} disabled={!offers?.length}>
        <option value="">{offers?.length ? text.chooseOffer : text.noOffers}</option>
        {(offers ?? []).map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
      <div>
        <button type="button" className={cx(button, outlineCognac)} disabled={busy || !offer} onClick={() => offer && onPlace(offer)}>
          {text.addToOffer}
        </button>
      </div>
    </section>
  );
}
