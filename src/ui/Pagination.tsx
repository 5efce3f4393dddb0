import { chakra } from '@chakra-ui/react';
import { paginationText } from '../content/gallery';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

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

const itemStyle = {
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
} as const;

/** Previous, up to five page numbers, next. Renders nothing for a single page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <chakra.nav aria-label={paginationText.label} mt="10" display="flex" justifyContent="center">
      <chakra.ul listStyle="none" display="flex" flexWrap="wrap" gap="2" alignItems="center">
        <li>
          <chakra.button
            type="button"
            {...itemStyle}
            borderColor="sand.300"
            bg="sand.50"
            color="sand.800"
            _hover={{ bg: 'sand.100' }}
            aria-label={paginationText.previous}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </chakra.button>
        </li>
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <chakra.button
                type="button"
                {...itemStyle}
                borderColor={current ? 'cognac.600' : 'sand.300'}
                bg={current ? 'cognac.600' : 'sand.50'}
                color={current ? 'sand.50' : 'sand.800'}
                _hover={current ? undefined : { bg: 'sand.100' }}
                aria-label={paginationText.page(number)}
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  if (!current) onPageChange(number);
                }}
              >
                {number}
              </chakra.button>
            </li>
          );
        })}
        <li>
          <chakra.button
            type="button"
            {...itemStyle}
            borderColor="sand.300"
            bg="sand.50"
            color="sand.800"
            _hover={{ bg: 'sand.100' }}
            aria-label={paginationText.next}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </chakra.button>
        </li>
      </chakra.ul>
    </chakra.nav>
  );
}
