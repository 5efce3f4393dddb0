/**
 * The app's entry, kept small: the stylesheets every page needs, then the app itself once the
 * page's first view is on screen (src/lib/firstView.ts; at once on pages without one).
 */
import './ui/theme/layers.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource-variable/inter/wght.css';
import './ui/appCodeMissing.css';
import { showAppCodeMissing } from './ui/appCodeMissing';
import { evaluateAppModules, preloadAppModules } from './app/appModules';
import { whenFirstViewSettled } from './lib/firstView';
import { nextTask } from './lib/nextTask';

void whenFirstViewSettled()
  .then(preloadAppModules)
  // React's DOM renderer, half of the app's code, is evaluated in a task of its own.
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => evaluateAppModules())
  .then(() => import('./app/start'))
  .then(({ startApp }) => startApp())
  // Without its code the page would stay inert, a data page 'werden geladen' for ever.
  .catch(showAppCodeMissing);
