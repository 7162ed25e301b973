/**
 * The remote modules the page on screen is loading (its route, its home widgets): warming other
 * remotes waits until these are in, so a preload never competes with what the visitor is waiting for
 * (use-idle-preload.ts).
 */
let pending = 0;
let waiters: Array<() => void> = [];

/** Counts `load` as the page's own until it settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  const settle = () => {
    pending -= 1;
    if (pending > 0) return;
    const ready = waiters;
    waiters = [];
    ready.forEach((run) => run());
  };
  load.then(settle, settle);
  return load;
}

/** Runs `run` once the page loads no remote module (at once when it loads none); returns a cancel. */
export function whenPageLoadsSettled(run: () => void): () => void {
  if (pending === 0) {
    run();
    return () => undefined;
  }
  let live = true;
  waiters.push(() => {
    if (live) run();
  });
  return () => {
    live = false;
  };
}
