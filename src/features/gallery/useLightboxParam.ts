import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export const IMAGE_PARAM = 'bild';

interface LightboxState {
  lightbox?: boolean;
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
  const openedHere = Boolean((location.state as LightboxState | null)?.lightbox);

  const withImage = useCallback(
    (id: string | null) => {
      const updated = new URLSearchParams(params);
      if (id) updated.set(IMAGE_PARAM, id);
      else updated.delete(IMAGE_PARAM);
      return updated;
    },
    [params],
  );

  const open = useCallback(
    (id: string) => {
      setParams(withImage(id), { preventScrollReset: true, state: { lightbox: true } satisfies LightboxState });
    },
    [setParams, withImage],
  );

  const show = useCallback(
    (id: string) => {
      setParams(withImage(id), { replace: true, preventScrollReset: true, state: location.state });
    },
    [setParams, withImage, location.state],
  );

  const close = useCallback(() => {
    if (openedHere) navigate(-1);
    else setParams(withImage(null), { replace: true, preventScrollReset: true });
  }, [openedHere, navigate, setParams, withImage]);

  return { imageId, open, show, close };
}
