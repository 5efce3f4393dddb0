import { useId, useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { uploadText } from '../content/upload';
import { css } from '../styled-system/css';
import { ProgressBar } from './ProgressBar';
import { RemoteImage } from './RemoteImage';

/** Size of the picker's thumbnails, for `useThumbnailSrcs`. */
export const PICKER_THUMBNAIL = { width: 160, height: 160 };

/** An image the record already has, shown before the new ones and removable. */
export interface CurrentImage {
  /** Stable key (the stored URL). */
  url: string;
  /** What to show: a thumbnail of the stored image (`useThumbnailSrcs` of src/data/images). */
  src: string;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}

/** The newly picked images and their rules, as `useImageSelection` (src/data/images) keeps them. */
interface PickedImages {
  images: readonly { id: string; name: string; preview: string | null }[];
  /** While picked files are prepared: how many are done. */
  progress: { done: number; total: number } | null;
  add: (files: File[]) => Promise<void>;
  remove: (id: string) => void;
  maxFiles: number | undefined;
  replace: boolean;
}

/**
 * Whether the device likely has a camera to take a photo with: a touch screen (a coarse pointer),
 * as phones and tablets have. Desktops, where `capture` would only open the file dialog, do not.
 */
function deviceTakesPhotos(): boolean {
  if (typeof window === 'undefined') return false;
  return touchFirst() || navigator.maxTouchPoints > 0;
}

/** A finger is the main pointer (phones, tablets; not a laptop that also has a touch screen). */
function touchFirst(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export interface ImagePickerProps {
  selection: PickedImages;
  /** Accessible name of the file input. */
  label: string;
  /** Images already stored (an offer's images, an album's cover). */
  current?: CurrentImage[];
  disabled?: boolean;
  /** Offer 'Foto aufnehmen' (the camera); by default where the device looks like it has one. */
  camera?: boolean;
}

/**
 * The image picker of every staff form: a drop zone with a file input (images only), thumbnails
 * of the current and the newly picked images with remove buttons, and a progress bar while picked
 * files are prepared. Limits and preparation live in `useImageSelection`; the form's command
 * uploads on save.
 */
export function ImagePicker({ selection, label, current = [], disabled = false, camera }: ImagePickerProps) {
  const inputId = useId();
  const cameraId = useId();
  const [offersCamera] = useState(() => camera ?? deviceTakesPhotos());
  const [touch] = useState(touchFirst);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const busy = disabled || selection.progress !== null;
  const single = selection.replace || selection.maxFiles === 1;
  const picker = useRef<HTMLInputElement>(null);

  // Busy, the file inputs say so and open nothing; a `disabled` input dropped the keyboard focus to
  // the page's start as the chosen files were prepared (walk-through, keyboard only).
  const refuseWhileBusy = (event: MouseEvent<HTMLInputElement>) => {
    if (busy) event.preventDefault();
  };

  /** A removed thumbnail's button goes with it: the focus moves to the picker, not to the page's start. */
  const removing = (onRemove: () => void) => () => {
    onRemove();
    picker.current?.focus();
  };

  function accept(files: File[]) {
    if (!busy) void selection.add(files);
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    // Cleared, so picking the same file again after removing it fires a change.
    input.value = '';
    accept(picked);
    // The picked images' previews come in above the focused field: on a phone they pushed it out of sight.
    requestAnimationFrame(() => input.closest('label')?.scrollIntoView({ block: 'nearest' }));
  }

  function onDragEnter(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    accept(Array.from(event.dataTransfer.files));
  }

  const hint = selection.replace ? uploadText.replaceHint : selection.maxFiles === undefined ? uploadText.dropZoneHintUnlimited : uploadText.dropZoneHint(selection.maxFiles);
  const hasImages = current.length > 0 || selection.images.length > 0;

  return (
    <Box>
      {/* Thumbnails as wide as six lines of text: with text at 200 % their remove button (in rem) covered most of a 96 px one. */}
      {hasImages && (
        <chakra.ul aria-label={uploadText.selectedList} listStyle="none" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(6rem, 1fr))" gap="3" mb="4" p="0">
          {current.map((image) => (
            <Thumbnail key={image.url} removeLabel={image.removeLabel} onRemove={removing(image.onRemove)} disabled={busy} testId="current-image">
              {/* Offline, an image this device never loaded shows a titled frame, as on the card. */}
              <RemoteImage src={image.src} alt={image.alt} className={css({ w: 'full', h: 'full', objectFit: 'cover' })} />
            </Thumbnail>
          ))}
          {selection.images.map((image) => (
            <Thumbnail key={image.id} removeLabel={uploadText.remove(image.name)} onRemove={removing(() => selection.remove(image.id))} disabled={busy} testId="picked-image">
              <chakra.img src={image.preview ?? undefined} alt={image.name} w="full" h="full" objectFit="cover" />
            </Thumbnail>
          ))}
        </chakra.ul>
      )}
      <chakra.label
        htmlFor={inputId}
        data-testid="image-drop-zone"
        // The hidden input's box stays in here: placed by the dialog instead, its focus scrolled the
        // whole dialog (not its body), and the focus trap's way back to the first field stayed hidden.
        position="relative"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="2"
        minH="28"
        px="4"
        py="5"
        textAlign="center"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'cognac.500' : 'sand.300'}
        bg={dragging ? 'cognac.50' : 'sand.100'}
        color="sand.700"
        rounded="lg"
        cursor={busy ? 'not-allowed' : 'pointer'}
        opacity={busy ? 0.6 : 1}
        transition="border-color 0.2s, background 0.2s"
        _hover={busy ? undefined : { borderColor: 'cognac.400' }}
        _focusWithin={{ outline: '3px solid', outlineColor: 'cognac.600', outlineOffset: '2px' }}
        onDragEnter={onDragEnter}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <UploadIcon />
        <chakra.span fontWeight="medium">{touch ? (single ? uploadText.dropZoneSingleTouch : uploadText.dropZoneMultipleTouch) : single ? uploadText.dropZoneSingle : uploadText.dropZoneMultiple}</chakra.span>
        <chakra.span id={hintId} fontSize="sm" color="sand.600">
          {hint}
        </chakra.span>
        <chakra.input ref={picker} id={inputId} type="file" accept="image/*" multiple={!single} aria-disabled={busy} onClick={refuseWhileBusy} aria-label={label} aria-describedby={hintId} onChange={onInputChange} srOnly />
      </chakra.label>
      {offersCamera && (
        <chakra.label
          htmlFor={cameraId}
          data-testid="take-photo"
          position="relative"
          mt="3"
          display="inline-flex"
          alignItems="center"
          gap="2"
          h="10"
          px="4"
          rounded="l2"
          borderWidth="1px"
          borderColor="cognac.600"
          color="cognac.700"
          bg="white"
          fontWeight="medium"
          fontSize="sm"
          cursor={busy ? 'not-allowed' : 'pointer'}
          opacity={busy ? 0.6 : 1}
          _hover={busy ? undefined : { bg: 'cognac.50' }}
          _focusWithin={{ outline: '3px solid', outlineColor: 'cognac.600', outlineOffset: '2px' }}
        >
          <CameraIcon />
          {uploadText.takePhoto}
          <chakra.input id={cameraId} type="file" accept="image/*" capture="environment" aria-disabled={busy} onClick={refuseWhileBusy} onChange={onInputChange} srOnly />
        </chakra.label>
      )}
      {selection.progress && (
        <Box mt="3">
          <ProgressBar done={selection.progress.done} total={selection.progress.total} label={uploadText.preparing(Math.min(selection.progress.done + 1, selection.progress.total), selection.progress.total)} />
        </Box>
      )}
    </Box>
  );
}

function Thumbnail({ removeLabel, onRemove, disabled, testId, children }: { removeLabel: string; onRemove: () => void; disabled: boolean; testId: string; children: ReactNode }) {
  return (
    <chakra.li position="relative" aspectRatio="1" rounded="md" overflow="hidden" bg="sand.200" data-testid={testId}>
      {children}
      <chakra.button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        disabled={disabled}
        position="absolute"
        top="1"
        right="1"
        w="7"
        h="7"
        rounded="full"
        display="grid"
        placeItems="center"
        bg="rgba(28, 24, 21, 0.7)"
        color="white"
        cursor="pointer"
        _hover={{ bg: 'rgba(28, 24, 21, 0.9)' }}
        _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      >
        <SmallCloseIcon />
      </chakra.button>
    </chakra.li>
  );
}

function UploadIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
      <path d="M12 4v11M7 9l5-5 5 5" />
    </svg>
  );
}

function CameraIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function SmallCloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
