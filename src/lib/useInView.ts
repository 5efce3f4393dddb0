import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is on screen (within `margin`); used to rest work that nobody sees. */
export function useInView(target: RefObject<Element | null>, margin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin]);
  return inView;
}
