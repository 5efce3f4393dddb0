import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import { PAGE_PARAM } from '../../lib/pageParam';

export const IMAGE_PARAM = 'bild';

interface LightboxState {
  lightbox?: boolean;
  /** The album page (`seite`) the lightbox was opened on. */
  page?: string | null;
}

/**
 * The open image lives in the URL (`?bild=<id>`). Opening pushes a history entry, so the browser's
 * Back button closes the lightbox; stepping to another image replaces it (Back still closes);
 * closing goes back when this page opened it, else drops the parameter.
 */
export function useLightboxParam() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const imageId = params.get(IMAGE_PARAM);
  const state = location.state as LightboxState | null;
  // Opened here and still on the album page it was opened on: Back closes it exactly.
  const openedHere = Boolean(state?.lightbox) && (state?.page ?? null) === params.get(PAGE_PARAM);

  const withImage = useCallback(
    (id: string | null, page?: number) => {
      const updated = new URLSearchParams(params);
      if (id) updated.set(IMAGE_PARAM, id);
      else updated.delete(IMAGE_PARAM);
      if (page !== undefined) {
        if (page <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(page));
      }
      return updated;
    },
    [params],
  );

  const open = useCallback(
    (id: string) => {
      setParams(withImage(id), { preventScrollReset: true, state: { lightbox: true, page: params.get(PAGE_PARAM) } satisfies LightboxState });
    },
    [setParams, withImage, params],
  );

  /** Steps to another image; `page` when it lies on another album page (which then shows). */
  const show = useCallback(
    (id: string, page?: number) => {
      setParams(withImage(id, page), { replace: true, preventScrollReset: true, state: location.state });
    },
    [setParams, withImage, location.state],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else setParams(withImage(null), { replace: true, preventScrollReset: true });
  }, [openedHere, navigate, setParams, withImage]);

  return { imageId, open, show, close };
}
