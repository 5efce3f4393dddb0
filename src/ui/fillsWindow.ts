import { css } from '../styled-system/css';

/**
 * A data page's placeholders while its data has not come: at least as high as the window, so the
 * footer is not on screen until the content is (at 1440 × 900, /sale's one row of skeletons showed
 * the footer, which the cards then pushed out of view: CLS 0.11). The content replaces the region.
 */
export const fillsWindow = css({ minH: '100vh', alignContent: 'start' });
