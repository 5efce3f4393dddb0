import { useCallback, useEffect } from 'react';
import { useSearchParams } from '../../lib/router';
import { useReducedMotion } from '../../lib/useReducedMotion';
import { PAGE_PARAM, parsePage } from '../../lib/pageParam';
import { IMAGE_PARAM } from './useLightboxParam';

/**
 * The current page lives in the URL (`?seite=2`), so Back and a shared link show the same page.
 * Changing it pushes a history entry and scrolls smoothly to the top (SPEC.md section 2).
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const reducedMotion = useReducedMotion();
  const page = parsePage(params.get(PAGE_PARAM));

  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(PAGE_PARAM);
          else updated.set(PAGE_PARAM, String(next));
          // An image a link named that did not open (its lookup failed) is not taken to another page.
          updated.delete(IMAGE_PARAM);
          return updated;
        },
        { preventScrollReset: true },
      );
      window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [setParams, reducedMotion],
  );

  return [page, setPage];
}

/**
 * A page beyond the last one (an old link, or the last item of the last page was deleted) is
 * replaced by the last page that exists; one that is no page number ('?seite=abc', shown as page 1)
 * by page 1's address.
 */
export function useClampedPage(page: number, totalPages: number | undefined) {
  const [params, setParams] = useSearchParams();
  const written = params.get(PAGE_PARAM);
  const shown = totalPages !== undefined && page > totalPages ? totalPages : page;
  // What the address should say: no parameter for page 1 ('?seite=1' may stay).
  const wanted = shown <= 1 ? null : String(shown);
  const misnamed = written !== wanted && !(written === '1' && wanted === null);
  useEffect(() => {
    if (!misnamed) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (shown <= 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(shown));
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [misnamed, shown, setParams]);
}
