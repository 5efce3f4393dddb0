import type { ReactNode } from 'react';
import { css } from '../styled-system/css';

/** The `main` landmark's frame below the fixed bar, shared with the gallery pages' shell. */
export const pageMain = css({
  position: 'relative',
  maxWidth: '6xl',
  w: '100%',
  mx: 'auto',
  pt: { base: '28', md: '32' },
  pb: '24',
  px: { base: '5', md: '8' },
  // Not `outline: 'none'`: Panda turns that into a transparent outline, which forced-colors mode shows.
  _focus: { outlineStyle: 'none' },
});

/** Frame for the pages below the fixed bar: one `main` landmark and one h1 per page. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className={pageMain}
    >
      <h1 className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '4xl', md: '5xl' }, mb: '8' })}>{title}</h1>
      {children}
    </main>
  );
}
