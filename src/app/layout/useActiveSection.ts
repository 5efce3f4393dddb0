import { useSyncExternalStore } from 'react';
import { isScrolledToBottom, subscribeToScroll } from '../../lib/scroll';
import { pickActiveSection, type SectionBox } from './activeSection';

function measure(ids: readonly string[]): SectionBox[] {
  const boxes: SectionBox[] = [];
  for (const id of ids) {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    if (rect) boxes.push({ id, top: rect.top, bottom: rect.bottom });
  }
  return boxes;
}

/** Id of the section under the probe line, or null when none is (or `enabled` is false). */
export function useActiveSection(ids: readonly string[], bottomId: string, enabled: boolean): string | null {
  return useSyncExternalStore(
    subscribeToScroll,
    () => (enabled ? pickActiveSection(measure(ids), { atBottom: isScrolledToBottom(), bottomId }) : null),
    () => null,
  );
}
