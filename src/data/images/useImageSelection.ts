import { useEffect, useRef, useState } from 'react';
import { uploadText, type UploadMessage } from '../../content/upload';
import { prepareImage } from './prepareImage';
import type { PreparedImage } from './preparedImage';
import { acceptPicked, togetherMessage } from './imagePickRules';

/** A picked file, prepared for upload (downscaled, metadata removed), with its preview. */
interface PickedImage {
  id: string;
  /** The picked file's name (alt text and remove label). */
  name: string;
  image: PreparedImage;
  /** Object URL of the prepared image; null where the browser cannot make one. */
  preview: string | null;
}

export interface ImageSelectionOptions {
  /** Upload limit (SPEC.md section 5); undefined: no limit (offers). */
  maxFiles?: number;
  /** Images the target already holds that count against `maxFiles`. */
  existingCount?: number;
  /** A pick replaces what was picked before (an album cover: one image, the newest wins). */
  replace?: boolean;
  /** 'Zu viele Dateien' and 'Nur Bilddateien'. */
  onRefused: (message: UploadMessage) => void;
  /** Files that could not be prepared (not decodable); the caller shows its own error toast. */
  onPrepareFailed: (names: string[]) => void;
}

export interface ImageSelection {
  images: PickedImage[];
  /** While picked files are prepared: how many are done. */
  progress: { done: number; total: number } | null;
  add: (files: File[]) => Promise<void>;
  remove: (id: string) => void;
  /** The options the picker shows (single or multiple, the limit). */
  maxFiles: number | undefined;
  replace: boolean;
}

function previewOf(blob: Blob): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
}

function revoke(preview: string | null): void {
  if (preview) URL.revokeObjectURL(preview);
}

/**
 * The images picked in a staff form. Each picked file is prepared at once, one after the other
 * with progress, so a file that is no decodable image is reported while the form is still being
 * filled in, and saving only stores what is ready. Nothing is uploaded here: the command queues
 * the prepared images when the form is saved.
 */
export function useImageSelection({ maxFiles, existingCount = 0, replace = false, onRefused, onPrepareFailed }: ImageSelectionOptions): ImageSelection {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // The selection as of now, for the steps of an add that span several renders.
  const current = useRef<PickedImage[]>([]);

  useEffect(() => () => current.current.forEach((image) => revoke(image.preview)), []);

  function commit(next: PickedImage[]) {
    current.current
      .filter((image) => !next.includes(image))
      .forEach((image) => revoke(image.preview));
    current.current = next;
    setImages(next);
  }

  async function add(files: File[]) {
    if (progress || files.length === 0) return;
    const outcome = acceptPicked(files, { existingCount: replace ? 0 : existingCount + current.current.length, maxFiles });
    if (outcome.error) onRefused(outcome.error);
    if (outcome.images.length === 0) return;
    const failed: string[] = [];
    setProgress({ done: 0, total: outcome.images.length });
    for (const [index, file] of outcome.images.entries()) {
      try {
        const image = await prepareImage(file);
        const picked: PickedImage = { id: crypto.randomUUID(), name: file.name, image, preview: previewOf(image.blob) };
        commit(replace ? [picked] : [...current.current, picked]);
      } catch {
        failed.push(file.name);
      }
      setProgress({ done: index + 1, total: outcome.images.length });
    }
    setProgress(null);
    // What was refused at once and what could not be read, named together: the later toast would replace the first.
    if (failed.length && outcome.error) onRefused(togetherMessage([outcome.error, uploadText.unreadable(failed)]));
    else if (failed.length) onPrepareFailed(failed);
  }

  function remove(id: string) {
    commit(current.current.filter((image) => image.id !== id));
  }

  return { images, progress, add, remove, maxFiles, replace };
}
