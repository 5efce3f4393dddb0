// jsdom lacks a few browser APIs the shell touches; these stand-ins answer like a desktop browser.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) {
  window.scrollTo = () => {};
}
// Nor scrolling an element into view (the image picker keeps itself in sight after a pick).
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}
// jsdom has no CSS namespace; Chakra's focus trap escapes ids with CSS.escape when nodes appear.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`).replace(/^(\d)/, '\\3$1 ');
  Object.defineProperty(globalThis, 'CSS', { value: { ...(globalThis.CSS ?? {}), escape }, configurable: true });
}
// jsdom has no layout: a stand-in observer that never reports an element in view.
if (typeof window.IntersectionObserver === 'undefined') {
  class NeverIntersecting {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: NeverIntersecting, configurable: true });
}
// jsdom has no ResizeObserver; popovers position themselves with one (floating-ui's autoUpdate).
if (typeof window.ResizeObserver === 'undefined') {
  class NeverResizing {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: NeverResizing, configurable: true });
}
