// findBy*/waitFor give up after 1 s by default: too short for a lazy route on a loaded machine.
// Only files with a DOM use Testing Library: the others do not pay for loading it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
