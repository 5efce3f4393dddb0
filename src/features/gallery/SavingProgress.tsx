import { ChakraLayer } from '../../ui/ChakraLayer';
import { ProgressBar } from '../../ui/ProgressBar';

/** The progress of saving an album offline: Chakra's progress bar, loaded when a save starts. */
export default function SavingProgress({ done, total, label }: { done: number; total: number; label: string }) {
  return (
    <ChakraLayer>
      <ProgressBar done={done} total={total} label={label} />
    </ChakraLayer>
  );
}
