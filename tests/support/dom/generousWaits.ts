import { configure } from '@testing-library/dom';

// findBy*/waitFor give up after 1 s by default: too short for a lazy route on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });
