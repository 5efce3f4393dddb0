import { useEffect, useLayoutEffect, useRef } from 'react';
import type { GalleryImage } from '../../data/rows';

type Direction = 'previous' | 'next';

interface LightboxSteps {
  /** The images at hand: the page's, with its neighbours' once loaded. */
  images: GalleryImage[];
  /** The image the URL asks for. */
  imageId: string | null;
  /** The shown image's place in the album (1-based) and the album's size. */
  position: number;
  count: number;
  onShow: (id: string) => void;
}

/**
 * Previous and next by the image's place in the album, not by the rows at hand. A step onto an
 * image whose rows have not arrived yet (the next album page still loading) is remembered and
 * taken once they are there, not dropped; a second press before the URL shows the first step's
 * image (a double click) steps on from there, not to the same image again.
 */
export function useLightboxSteps({ images, imageId, position, count, onShow }: LightboxSteps) {
  const neighbour = (id: string | null, direction: Direction): GalleryImage | undefined => {
    const index = images.findIndex((row) => row.id === id);
    return index < 0 ? undefined : images[index + (direction === 'next' ? 1 : -1)];
  };
  const hasStep = (direction: Direction) => (direction === 'next' ? position < count : position > 1);

  const pendingStep = useRef<{ from: string; direction: Direction } | null>(null);
  const stepFrom = useRef<string | null>(null);
  useLayoutEffect(() => {
    stepFrom.current = null;
  }, [imageId]);

  const step = (direction: Direction) => {
    const from = stepFrom.current ?? imageId;
    const target = neighbour(from, direction);
    if (target) {
      pendingStep.current = null;
      stepFrom.current = target.id;
      onShow(target.id);
    } else if (imageId && from === imageId && hasStep(direction)) {
      pendingStep.current = { from: imageId, direction };
    }
  };

  const onShowLatest = useRef(onShow);
  useLayoutEffect(() => {
    onShowLatest.current = onShow;
  });
  useEffect(() => {
    const pending = pendingStep.current;
    if (!pending) return;
    // Remembered for the image it was asked on only: once another is asked for (or none), it is void.
    if (pending.from !== imageId) {
      pendingStep.current = null;
      return;
    }
    const target = neighbour(imageId, pending.direction);
    if (!target) return;
    pendingStep.current = null;
    onShowLatest.current(target.id);
  });

  return {
    showPrevious: () => step('previous'),
    showNext: () => step('next'),
    hasPrevious: hasStep('previous'),
    hasNext: hasStep('next'),
  };
}
