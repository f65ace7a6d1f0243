/**
 * `drained` for a writable stream (the CLI's stdout): resolves once the stream has written what
 * it queued, or can no longer write (a reader gone), so that a command printing more than its
 * reader takes waits instead of queueing it all in memory. Callers that ask again before the
 * drain share one wait: one listener per event, however many writes a burst made (a wait each
 * went past Node's listener-leak warning, which then reached the user's stderr).
 */
export function drainedOf(
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean; destroyed: boolean },
): () => Promise<void> {
  let wait: Promise<void> | undefined;
  return () => {
    if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
    wait ??= new Promise((resolve) => {
      const done = () => {
        for (const event of ['drain', 'close', 'error']) stream.off(event, done);
        wait = undefined;
        resolve();
      };
      for (const event of ['drain', 'close', 'error']) stream.once(event, done);
    });
    return wait;
  };
}
