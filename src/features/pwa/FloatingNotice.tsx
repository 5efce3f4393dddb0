import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { css, cx } from '../../styled-system/css';

interface FloatingNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className'> {
  /** Id of the title, for the notice's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  /** The notice's buttons, right-aligned under the text. */
  actions: ReactNode;
  /** Where it floats (position, layer, and its height on a short screen). */
  placement: string;
  'data-testid'?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A small card that floats above the page: the update prompt and the install hint. */
export function FloatingNotice({ titleId, title, text, actions, placement, ref, ...attributes }: FloatingNoticeProps) {
  return (
    <div
      ref={ref}
      aria-labelledby={titleId}
      {...attributes}
      // On a screen short for its text it scrolls within itself (its placement caps its height): grown past the top, its title could not be reached.
      className={cx(css({ position: 'fixed', maxW: 'sm', bg: 'white', color: 'sand.900', borderWidth: '1px', borderColor: 'sand.200', rounded: 'lg', shadow: 'lg', p: '4', _shortScreen: { overflowY: 'auto' } }), placement)}
    >
      <p id={titleId} className={css({ fontWeight: 'semibold' })}>
        {title}
      </p>
      <p className={css({ fontSize: 'sm', mt: '1', color: 'sand.700' })}>{text}</p>
      {/* Wrapped where they do not fit (at 200 % text 'Nicht jetzt' stood left of the card). */}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', flexDirection: 'row', mt: '3', gap: '2', justifyContent: 'flex-end' })}>{actions}</div>
    </div>
  );
}
