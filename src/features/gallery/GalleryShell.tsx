import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { pageMain } from '../../ui/PageShell';

/** The `main` landmark of the gallery pages, aligned with the other pages below the fixed bar. */
export function GalleryShell({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <main id="main" tabIndex={-1} aria-busy={busy || undefined} className={pageMain}>
      {children}
    </main>
  );
}

/** A grey block that pulses while content loads; `className` gives its height, width and margin. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div className={cx(css({ bg: 'sand.200', animation: 'pulse', rounded: 'md' }), className)} aria-hidden="true" />;
}
