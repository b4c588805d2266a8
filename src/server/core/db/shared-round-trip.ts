/**
 * `roundTrip` shared: a call waits for a round trip that starts after it (one already under way may
 * have passed the point it needs), and every call made meanwhile shares that next one. Its answer is
 * that round trip's.
 */
export function sharedRoundTrip<T>(roundTrip: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    running = roundTrip().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
}
