import { LoadFailed, type LoadFailedReason } from './LoadFailed';
import { NotLoadedOffline } from './NotLoadedOffline';

/** The part of a failed load state (`LoadState` of src/data) this view needs. */
interface FailedLoad {
  reason: LoadFailedReason | 'offline' | null;
  retrying: boolean;
  retry: () => void;
}

interface LoadProblemProps {
  load: FailedLoad;
  /** What could not be loaded, for the error message. */
  title: string;
  headingLevel?: 'h1' | 'h2';
}

/** What a view shows instead of skeletons when its pull failed and the device has nothing stored. */
export function LoadProblem({ load, title, headingLevel = 'h2' }: LoadProblemProps) {
  if (load.reason === 'offline') return <NotLoadedOffline headingLevel={headingLevel} />;
  return <LoadFailed title={title} reason={load.reason ?? 'other'} retrying={load.retrying} onRetry={load.retry} titleAs={headingLevel} />;
}
