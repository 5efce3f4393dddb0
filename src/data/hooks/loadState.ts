import type { PullFailure } from '../mirror/pullStates';


/**
 * How the pull behind a hook's rows stands, for the screen to pick loading, error or offline
 * states. Rows the device has win over all of it: a page with stored rows shows them even while
 * a pull runs or after it failed (the mirror is the point of the design).
 */
export interface LoadState {
  /**
   * 'loading': the device's copy is being read or a pull runs; 'loaded': the last pull in this
   * page succeeded; 'failed': the last pull failed (see `reason`).
   */
  status: 'loading' | 'loaded' | 'failed';
  /** Why the last pull failed ('failed' only), else null. 'offline': the browser has no network. */
  reason: PullFailure | null;
  /** A new pull runs after the failure ('failed' only): show the retry as busy. */
  retrying: boolean;
  /** Pulls again now ('Erneut versuchen'). */
  retry: () => void;
}
