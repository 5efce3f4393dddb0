import { css } from '../styled-system/css';
import { unpublishedText } from '../content/unpublished';

const mark = css({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  borderRadius: 'l2',
  fontWeight: 'medium',
  bg: 'sand.100',
  color: 'sand.800',
  fontSize: 'xs',
  lineHeight: '1rem',
  px: '1.5',
  minH: '5',
});

/**
 * On what this device shows with a staff edit the server does not have yet, to anyone not signed
 * in as staff (staff see their own mark, 'Noch nicht auf dem Server'): the website elsewhere does
 * not show it yet.
 */
export function UnpublishedMark() {
  return (
    <span className={mark} data-testid="unpublished-mark">
      {unpublishedText.mark}
    </span>
  );
}
