import type { LoadState } from '../data/hooks/loadState';
import { LoadFailed } from './LoadFailed';
import { NotLoadedOffline } from './NotLoadedOffline';

interface LoadProblemProps {
  /** A failed load state (status 'failed'). */
  load: LoadState;
  /** What could not be loaded, for the error message. */
  title: string;
  headingLevel?: 'h1' | 'h2';
}

/** What a view shows instead of skeletons when its pull failed and the device has nothing stored. */
export function LoadProblem({ load, title, headingLevel = 'h2' }: LoadProblemProps) {
  if (load.reason === 'offline') return <NotLoadedOffline headingLevel={headingLevel} />;
  return <LoadFailed title={title} reason={load.reason ?? 'other'} retrying={load.retrying} onRetry={load.retry} titleAs={headingLevel} />;
}
