import { css, cx } from '../styled-system/css';
import { paginationText } from '../content/gallery';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageHeading } from '../lib/pageHeading';

export { parsePage } from '../lib/pageParam';

/** At most this many page numbers show at once (SPEC.md section 9). */
const PAGE_WINDOW = 5;

/** Number of pages for `total` items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show: a window of up to `size` pages around `current`, shifted at the
 * ends so it stays full (1..5 on page 1, 6..10 on page 10 of 10).
 */
export function pageWindow(current: number, totalPages: number, size = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const length = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), totalPages - length + 1);
  return Array.from({ length }, (_, i) => start + i);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** One page button; Chakra's hover (only where a pointer hovers, never on a disabled button). */
const item = css({
  minW: '10',
  h: '10',
  px: '3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  rounded: 'md',
  borderWidth: '1px',
  fontWeight: 'medium',
  cursor: 'pointer',
  transition: 'background 0.2s, border-color 0.2s',
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
});
const plainItem = css({
  borderColor: 'sand.300',
  bg: 'sand.50',
  color: 'sand.800',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'sand.100' } },
});
const currentItem = css({ borderColor: 'cognac.600', bg: 'cognac.600', color: 'sand.50' });

/** Previous, up to five page numbers, next. Renders nothing for a single page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  // The new page starts at the top: so does the focus, not on a button out of sight (or disabled, at either end).
  const turnTo = (number: number) => {
    onPageChange(number);
    pageHeading()?.focus({ preventScroll: true });
  };
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={paginationText.label} className={css({ mt: '10', display: 'flex', justifyContent: 'center' })}>
      <ul className={css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
        <li>
          <button type="button" className={cx(item, plainItem)} aria-label={paginationText.previous} disabled={page <= 1} onClick={() => turnTo(page - 1)}>
            <ChevronLeftIcon />
          </button>
        </li>
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <button
                type="button"
                className={cx(item, current ? currentItem : plainItem)}
                aria-label={paginationText.page(number)}
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  if (!current) turnTo(number);
                }}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className={cx(item, plainItem)} aria-label={paginationText.next} disabled={page >= totalPages} onClick={() => turnTo(page + 1)}>
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
