import { describe, expect, it } from 'vitest';
import { runWithLimit } from './runWithLimit';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('running uploads with a limit', () => {
  it('runs at most three at once and starts the next in order as one finishes', async () => {
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const tasks = gates.map((gate, i) => async () => {
      started.push(i);
      await gate.promise;
    });
    const done = runWithLimit(tasks, 3);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const gate of gates) gate.resolve();
    await done;
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('goes on after a task fails', async () => {
    const ran: number[] = [];
    await runWithLimit(
      [
        () => Promise.reject(new Error('refused')),
        async () => {
          ran.push(1);
        },
      ],
      1,
    );
    expect(ran).toEqual([1]);
  });
});
