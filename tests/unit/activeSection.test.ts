import { describe, expect, it } from 'vitest';
import { pickActiveSection, PROBE_LINE_PX } from '../../src/app/layout/activeSection';

const boxes = [
  { id: 'home', top: -900, bottom: 0 },
  { id: 'services', top: 0, bottom: 600 },
  { id: 'kontakt', top: 600, bottom: 800 },
];

describe('pickActiveSection', () => {
  it('picks the section whose box spans the probe line 100 px from the top', () => {
    expect(PROBE_LINE_PX).toBe(100);
    expect(pickActiveSection(boxes, { atBottom: false, bottomId: 'kontakt' })).toBe('services');
  });

  it('treats the top edge as inside and the bottom edge as outside', () => {
    const edge = [
      { id: 'a', top: 0, bottom: 100 },
      { id: 'b', top: 100, bottom: 400 },
    ];
    expect(pickActiveSection(edge, { atBottom: false, bottomId: 'b' })).toBe('b');
  });

  it('makes the contact section active at the bottom even when it is too short to reach the line', () => {
    expect(pickActiveSection(boxes, { atBottom: true, bottomId: 'kontakt' })).toBe('kontakt');
  });

  it('returns null when no section spans the line', () => {
    expect(pickActiveSection([{ id: 'x', top: 300, bottom: 500 }], { atBottom: false, bottomId: 'kontakt' })).toBeNull();
  });

  it('ignores the bottom rule when the contact section is not on the page', () => {
    expect(pickActiveSection([{ id: 'x', top: 0, bottom: 500 }], { atBottom: true, bottomId: 'kontakt' })).toBe('x');
  });
});
