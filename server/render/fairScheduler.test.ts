import { describe, expect, it } from 'vitest';
import { FairScheduler, SchedulerBusyError } from './fairScheduler';

/** A task that ends when told to, recording when it started. */
function gate(log: string[], name: string) {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    task: () => {
      log.push(name);
      return done.then(() => name);
    },
    open: () => open(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FairScheduler', () => {
  it('runs one task per caller at a time and gives free slots to callers in turn', async () => {
    const scheduler = new FairScheduler({ slots: 2, perKey: 1, maxWaitingPerKey: 5 });
    const started: string[] = [];
    const alice = [1, 2, 3].map((n) => gate(started, `alice-${n}`));
    const bob = [1, 2].map((n) => gate(started, `bob-${n}`));
    const carol = gate(started, 'carol-1');
    const results = [
      ...alice.map((job) => scheduler.run('alice', job.task)),
      ...bob.map((job) => scheduler.run('bob', job.task)),
      scheduler.run('carol', carol.task),
    ];
    await settle();
    // Alice's second task waits although a slot is free: Bob takes it.
    expect(started).toEqual(['alice-1', 'bob-1']);
    alice[0]?.open();
    await settle();
    // The freed slot goes to Carol, who has waited without running anything.
    expect(started).toEqual(['alice-1', 'bob-1', 'carol-1']);
    bob[0]?.open();
    await settle();
    expect(started).toEqual(['alice-1', 'bob-1', 'carol-1', 'alice-2']);
    carol.open();
    await settle();
    expect(started.at(-1)).toBe('bob-2');
    for (const job of [...alice, ...bob]) job.open();
    await expect(Promise.all(results)).resolves.toEqual([
      'alice-1',
      'alice-2',
      'alice-3',
      'bob-1',
      'bob-2',
      'carol-1',
    ]);
  });

  it('refuses a caller’s task beyond its waiting allowance, not another caller’s', async () => {
    const scheduler = new FairScheduler({ slots: 1, perKey: 1, maxWaitingPerKey: 1 });
    const started: string[] = [];
    const first = gate(started, 'a');
    const running = scheduler.run('alice', first.task);
    const waiting = scheduler.run('alice', () => Promise.resolve('b'));
    await expect(scheduler.run('alice', () => Promise.resolve('c'))).rejects.toThrow(SchedulerBusyError);
    const other = scheduler.run('bob', () => Promise.resolve('bob'));
    first.open();
    await expect(Promise.all([running, waiting, other])).resolves.toEqual(['a', 'b', 'bob']);
  });

  it('bounds the tasks all callers together have waiting, and tells which limit a batch would pass', async () => {
    const scheduler = new FairScheduler({ slots: 1, perKey: 1, maxWaitingPerKey: 3, maxWaiting: 3 });
    const started: string[] = [];
    const first = gate(started, 'a');
    const running = scheduler.run('alice', first.task);
    const waiting = [
      scheduler.run('alice', () => Promise.resolve('a2')),
      scheduler.run('alice', () => Promise.resolve('a3')),
    ];
    expect(scheduler.limitPassed('alice', 2)).toBe('caller');
    expect(scheduler.limitPassed('bob', 1)).toBeNull();
    expect(scheduler.limitPassed('bob', 2)).toBe('all');
    const bob = scheduler.run('bob', () => Promise.resolve('bob'));
    await expect(scheduler.run('carol', () => Promise.resolve('carol'))).rejects.toMatchObject({
      limit: 'all',
    });
    first.open();
    await expect(Promise.all([running, ...waiting, bob])).resolves.toEqual(['a', 'a2', 'a3', 'bob']);
  });

  it('drops a waiting task whose caller aborts, and frees its place', async () => {
    const scheduler = new FairScheduler({ slots: 1, perKey: 1, maxWaitingPerKey: 1 });
    const started: string[] = [];
    const first = gate(started, 'a');
    const running = scheduler.run('alice', first.task);
    const controller = new AbortController();
    const abandoned = scheduler.run('alice', gate(started, 'b').task, controller.signal);
    controller.abort(new Error('gone'));
    await expect(abandoned).rejects.toThrow('gone');
    const next = scheduler.run('alice', () => Promise.resolve('c'));
    first.open();
    await expect(Promise.all([running, next])).resolves.toEqual(['a', 'c']);
    expect(started).toEqual(['a']);
  });
});
