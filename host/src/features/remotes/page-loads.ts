/**
 * The remote modules the page on screen is loading (its route, its home widgets): warming other
 * remotes waits until these are in and on screen, so a preload never competes with what the visitor
 * is waiting for (use-idle-preload.ts).
 */
let pending = 0;
let waiters: Array<() => void> = [];

/**
 * After the frame that follows now (a module that just arrived is rendered by then: its state update is
 * queued before this): the next frame's callback, then a task, so the work lands after the paint.
 */
function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, 0));
}

function runWaitersIfSettled(): void {
  if (pending > 0) return;
  const ready = waiters;
  waiters = [];
  ready.forEach((run) => run());
}

/** Counts `load` as the page's own until it settles and the frame showing its result has painted. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  const settle = () => {
    afterNextPaint(() => {
      pending -= 1;
      runWaitersIfSettled();
    });
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
