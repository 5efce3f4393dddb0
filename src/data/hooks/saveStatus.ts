import { watchBatch, type BatchStatus } from '../sync/batchStatus';
import type { SaveReceipt } from '../commands/enqueue';

export type { BatchStatus, SaveReceipt };

/** Where a command's edits stand (on the device, on the server, failed), for its save feedback. */
export function watchSave(receipt: SaveReceipt): (onStatus: (status: BatchStatus) => void) => () => void {
  return (onStatus) => watchBatch(receipt.batchId, onStatus);
}
