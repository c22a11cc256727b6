import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue';

/** A task that runs until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('work queue', () => {
  it('runs at most `running` tasks at once and the waiting ones in order of arrival', async () => {
    const log: string[] = [];
    const queue = createWorkQueue({ running: 1, waiting: 2 }, () => new Error('busy'));
    const [a, b, c] = [heldTask(log, 'a'), heldTask(log, 'b'), heldTask(log, 'c')];
    const results = [a, b, c].map(({ task }) => queue.run(task));
    await settle();
    expect(log).toEqual(['start a']);
    a.finish();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('refuses at once when every slot and every place in line is taken', async () => {
    const log: string[] = [];
    const queue = createWorkQueue({ running: 1, waiting: 1 }, () => new Error('busy'));
    const [a, b] = [heldTask(log, 'a'), heldTask(log, 'b')];
    expect(queue.isFull()).toBe(false);
    const running = [queue.run(a.task), queue.run(b.task)];
    expect(queue.isFull()).toBe(true);
    await expect(queue.run(async () => 'c')).rejects.toThrow('busy');
    a.finish();
    b.finish();
    await Promise.all(running);
    // Once the line has cleared, work is accepted again.
    expect(queue.isFull()).toBe(false);
    expect(await queue.run(async () => 'd')).toBe('d');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createWorkQueue({ running: 1, waiting: 0 }, () => new Error('busy'));
    await expect(
      queue.run(async () => {
        throw new Error('broken picture');
      }),
    ).rejects.toThrow('broken picture');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
