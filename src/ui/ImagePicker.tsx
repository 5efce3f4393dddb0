import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { uploadLimits, uploadText, type UploadMessage } from '../content/upload';

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif|heic|heif|bmp|tiff?)$/i;

/** Image files only: by MIME type, or by name when the browser gives no type (some drags do). */
export function isImageFile(file: File): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSION.test(file.name);
}

/** True when `existing + selected + added` stays within `maxFiles` (SPEC.md section 5). */
export function withinUploadLimit(existingCount: number, selectedCount: number, addedCount: number, maxFiles: number): boolean {
  return existingCount + selectedCount + addedCount <= maxFiles;
}

export interface PickOutcome {
  /** The new selection, or the old one unchanged when the batch was refused. */
  files: File[];
  /** What to tell the user, if anything. */
  error: UploadMessage | null;
}

/**
 * Adds a picked batch to the selection. Non-image files are dropped (and reported); a batch
 * that would exceed the limit is refused as a whole with 'Zu viele Dateien'.
 */
export function addPickedFiles(selected: File[], picked: File[], options: { existingCount: number; maxFiles: number }): PickOutcome {
  const images = picked.filter(isImageFile);
  const rejected = picked.filter((file) => !isImageFile(file)).map((file) => file.name);
  if (!withinUploadLimit(options.existingCount, selected.length, images.length, options.maxFiles)) {
    return { files: selected, error: uploadText.tooManyFiles(options.maxFiles) };
  }
  return { files: images.length ? [...selected, ...images] : selected, error: rejected.length ? uploadText.notAnImage(rejected) : null };
}

export interface ImagePickerProps {
  /** The picked files (controlled). */
  files: File[];
  onChange: (files: File[]) => void;
  /** Problems to show the user (a toast, usually). */
  onError: (error: UploadMessage) => void;
  /** Several files at once (default) or one. */
  multiple?: boolean;
  /** Existing plus picked files may not exceed this (10 by default). */
  maxFiles?: number;
  /** Images the target already holds that count against `maxFiles`. */
  existingCount?: number;
  disabled?: boolean;
  /** Accessible name of the file input; defaults to 'Bilder auswählen' / 'Bild auswählen'. */
  label?: string;
}

/**
 * File input for images with a drag-and-drop area and thumbnails of the picked files, each with a
 * remove button. Enforces "images only" and the count limit; the caller uploads.
 */
export function ImagePicker({ files, onChange, onError, multiple = true, maxFiles = uploadLimits.default, existingCount = 0, disabled = false, label }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  function accept(picked: File[]) {
    if (disabled || picked.length === 0) return;
    const outcome = addPickedFiles(files, picked, { existingCount, maxFiles });
    if (outcome.files !== files) onChange(outcome.files);
    if (outcome.error) onError(outcome.error);
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared, so picking the same file again after removing it fires a change.
    event.currentTarget.value = '';
    accept(picked);
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

  return (
    <Box>
      <chakra.label
        htmlFor={inputId}
        data-testid="image-drop-zone"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="2"
        minH="36"
        px="4"
        py="6"
        textAlign="center"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'cognac.500' : 'sand.300'}
        bg={dragging ? 'cognac.50' : 'sand.100'}
        color="sand.700"
        rounded="lg"
        cursor={disabled ? 'not-allowed' : 'pointer'}
        opacity={disabled ? 0.6 : 1}
        transition="border-color 0.2s, background 0.2s"
        _hover={disabled ? undefined : { borderColor: 'cognac.400' }}
        _focusWithin={{ outline: '3px solid', outlineColor: 'cognac.600', outlineOffset: '2px' }}
        onDragEnter={onDragEnter}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <UploadIcon />
        <chakra.span fontWeight="medium">{multiple ? uploadText.dropZoneMultiple : uploadText.dropZoneSingle}</chakra.span>
        <chakra.span id={hintId} fontSize="sm" color="sand.600">
          {uploadText.dropZoneHint(maxFiles)}
        </chakra.span>
        <chakra.input
          id={inputId}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={disabled}
          aria-label={label ?? (multiple ? uploadText.inputLabelMultiple : uploadText.inputLabelSingle)}
          aria-describedby={hintId}
          onChange={onInputChange}
          srOnly
        />
      </chakra.label>
      {files.length > 0 && (
        <chakra.ul aria-label={uploadText.selectedList} listStyle="none" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(96px, 1fr))" gap="3" mt="4">
          {files.map((file, index) => (
            <PickedFile key={`${file.name}-${file.size}-${file.lastModified}-${index}`} file={file} disabled={disabled} onRemove={() => onChange(files.filter((_, i) => i !== index))} />
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}

function PickedFile({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove: () => void }) {
  const preview = useObjectUrlPreview(file);
  return (
    <chakra.li position="relative" aspectRatio="1" rounded="md" overflow="hidden" bg="sand.200" data-testid="picked-image">
      <chakra.img ref={preview} alt={file.name} w="full" h="full" objectFit="cover" />
      <chakra.button
        type="button"
        aria-label={uploadText.remove(file.name)}
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

/** Shows the file through a `blob:` URL, revoked when the file leaves the list. */
function useObjectUrlPreview(file: File) {
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = img.current;
    if (!element || typeof URL.createObjectURL !== 'function') return undefined;
    const objectUrl = URL.createObjectURL(file);
    element.src = objectUrl;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return img;
}

function UploadIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
      <path d="M12 4v11M7 9l5-5 5 5" />
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
