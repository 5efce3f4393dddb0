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
