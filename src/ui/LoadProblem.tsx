import { LoadFailed, type LoadFailedReason } from './LoadFailed';
import { NotLoadedOffline } from './NotLoadedOffline';
import { useOnline } from './useOnline';

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
  // Offline now says more than why the last try failed: the connection may have dropped since, or
  // the browser may have noticed only after the request failed.
  const online = useOnline();
  if (load.reason === 'offline' || !online) return <NotLoadedOffline headingLevel={headingLevel} />;
  return <LoadFailed title={title} reason={load.reason ?? 'other'} retrying={load.retrying} onRetry={load.retry} titleAs={headingLevel} />;
}
