/** A portrait placeholder: a head-and-shoulders silhouette with the person's initials. */
import { el } from '../svg';
import { shadeOf } from './furniture';

export interface PortraitStyle {
  background: string;
  figure: string;
  text: string;
  /** Small shift of the figure, so the team grid does not look stamped. */
  offset: number;
}

export function portrait(width: number, height: number, initials: string, style: PortraitStyle): string {
  const size = Math.min(width, height);
  const cx = width / 2 + style.offset * size;
  const headR = size * 0.17;
  const headY = height - size * 0.62;
  const shoulderTop = height - size * 0.34;
  return [
    el('rect', { x: 0, y: 0, width, height, fill: style.background }),
    el('circle', { cx: width * 0.82, cy: height * 0.16, r: size * 0.34, fill: shadeOf(style.background, 1.06), opacity: 0.8 }),
    el('rect', { x: 0, y: height * 0.04, width: width * 0.1, height: height * 0.55, fill: shadeOf(style.background, 0.94) }),
    el('path', { d: `M${cx - size * 0.4} ${height} C${cx - size * 0.4} ${shoulderTop} ${cx - size * 0.22} ${shoulderTop - size * 0.02} ${cx} ${shoulderTop - size * 0.02} C${cx + size * 0.22} ${shoulderTop - size * 0.02} ${cx + size * 0.4} ${shoulderTop} ${cx + size * 0.4} ${height} Z`, fill: style.figure }),
    el('rect', { x: cx - headR * 0.45, y: headY + headR * 0.6, width: headR * 0.9, height: shoulderTop - headY - headR * 0.5, fill: shadeOf(style.figure, 0.9) }),
    el('circle', { cx, cy: headY, r: headR, fill: style.figure }),
    el(
      'text',
      { x: cx, y: height - size * 0.1, 'text-anchor': 'middle', 'font-family': 'DejaVu Serif, Liberation Serif, serif', 'font-size': size * 0.15, 'letter-spacing': size * 0.01, fill: style.text },
      initials,
    ),
  ].join('');
}
