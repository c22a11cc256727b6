/**
 * Runs at most `running` tasks at once; up to `waiting` more wait their turn, first come first
 * served. Past that, `run` refuses at once with the error `busy()` makes: a flood of work is turned
 * away instead of piling up behind the tasks already running.
 */
export function createWorkQueue(limits: { running: number; waiting: number }, busy: () => Error) {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    /** Whether `run` would refuse now: callers check it before doing the work a task needs. */
    isFull: () => active >= limits.running && queue.length >= limits.waiting,

    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limits.running) active += 1;
      else if (queue.length < limits.waiting)
        await new Promise<void>((resolve) => queue.push(resolve));
      else throw busy();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, so a newcomer cannot overtake it.
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
