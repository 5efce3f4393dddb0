/**
 * The early script of the pages without data (built to /early.js, loaded async from their head):
 * it keeps clicks and swipes made before the app runs (earlyInput.ts) and lets the app's code
 * download at once, as there is no first view to wait for (src/lib/firstView.ts). The data pages
 * carry dataPage.ts inline instead, so these pages do not download its reads.
 */
import { firstViewSettled } from '../lib/firstView';
import { keepEarlyInput } from './earlyInput';

keepEarlyInput();
firstViewSettled();
