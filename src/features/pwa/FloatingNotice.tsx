import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { css, cx } from '../../styled-system/css';

interface FloatingNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'className'> {
  /** Id of the title, for the notice's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  text: ReactNode;
  /** The notice's buttons, right-aligned under the text. */
  actions: ReactNode;
  /** Where it floats (position and layer). */
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
      className={cx(css({ position: 'fixed', maxW: 'sm', bg: 'white', color: 'sand.900', borderWidth: '1px', borderColor: 'sand.200', rounded: 'lg', shadow: 'lg', p: '4' }), placement)}
    >
      <p id={titleId} className={css({ fontWeight: 'semibold' })}>
        {title}
      </p>
      <p className={css({ fontSize: 'sm', mt: '1', color: 'sand.700' })}>{text}</p>
      <div className={css({ display: 'flex', alignItems: 'center', flexDirection: 'row', mt: '3', gap: '2', justifyContent: 'flex-end' })}>{actions}</div>
    </div>
  );
}
