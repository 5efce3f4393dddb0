import { Progress } from '@chakra-ui/react';

interface ProgressBarProps {
  done: number;
  total: number;
  /** Visible text and accessible name, e.g. 'Bild 2 von 3 wird vorbereitet'. */
  label: string;
}

/** The app's one progress bar (Chakra's, whose recipe the theme already holds). */
export function ProgressBar({ done, total, label }: ProgressBarProps) {
  return (
    <Progress.Root value={done} max={Math.max(total, 1)} size="sm" colorPalette="cognac">
      <Progress.Label fontSize="sm" fontWeight="normal" color="sand.800" aria-live="polite">
        {label}
      </Progress.Label>
      {/* The track is the progressbar; it is named by the label, not by a bare percentage. */}
      <Progress.Track mt="1" bg="sand.200" aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
