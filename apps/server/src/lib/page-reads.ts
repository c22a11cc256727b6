import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * One server-rendered page asks for the same records more than once: its head (decision 055) reads
 * the gig's card and offer, and so do the render's API calls, which run in process within the
 * page's request (decision 057). Within one page's request, a shared read runs once and every
 * caller gets its answer; outside a page, or in the next page, it reads again. Only reads that
 * depend on their arguments alone, never on the caller, are shared, and no caller changes what
 * they answer (replies are serialised, asset URLs are made absolute on a copy).
 */
const pageReads = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs `render`, one page's request, sharing the reads made with `sharedWithinPage`. */
export function withPageReads<T>(render: () => Promise<T>): Promise<T> {
  return pageReads.run(new Map(), render);
}

/** `read`, answering once per page for the same arguments (see above); `name` tells reads apart. */
export function sharedWithinPage<A extends (string | number)[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args) => {
    const reads = pageReads.getStore();
    if (!reads) return read(...args);
    const key = `${name}(${args.join(',')})`;
    let answer = reads.get(key) as Promise<R> | undefined;
    if (!answer) {
      answer = read(...args);
      reads.set(key, answer);
    }
    return answer;
  };
}
