/**
 * Work done after the answer is sent (the e-mail reset: the answer must not wait for, or reveal,
 * whether an account matched). The app waits for it at close; tests wait with `idle()`.
 */
export interface BackgroundTasks {
  run(task: () => Promise<void>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(onError: (error: unknown) => void): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      // After the current I/O turn: the answer is on its way before the task starts.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
