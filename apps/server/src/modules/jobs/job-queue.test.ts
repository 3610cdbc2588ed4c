import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, buildTestAppsSharingDatabase, type TestContext } from '../../../test/helper.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createJobQueue, type Job, type JobQueue } from './index.ts';

// Two queues stand for two server processes: on PostgreSQL each has its own connection pool to one
// database; on PGlite (one connection inside one process) they share it, as `npm start`'s would.
const onPostgres = inject('databaseTemplate').kind === 'postgres';
const contexts: TestContext[] = onPostgres ? await buildTestAppsSharingDatabase(4) : [await buildTestApp()];
const [first, second] = [contexts[0]!.database, (contexts[1] ?? contexts[0]!).database];

const errors: unknown[] = [];
const queues: JobQueue[] = [];
afterAll(async () => {
  for (const queue of queues) await queue.stop();
});

function queueOn(database: DatabaseHandle, stopTimeoutMs = 1_000): JobQueue {
  const queue = createJobQueue({
    database,
    log: { error: (object) => errors.push(object), warn: (object) => errors.push(object) },
    pollIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    stopTimeoutMs,
  });
  queues.push(queue);
  return queue;
}

let names = 0;
const uniqueName = (what: string) => `test.${what}.${++names}`;
const until = (check: () => boolean | Promise<boolean>, timeout = 15_000) =>
  expect.poll(check, { timeout, interval: 100 }).toBe(true);

describe('the job queue', () => {
  it('runs a sent job once, with its data, and counts it by state', async () => {
    const name = uniqueName('once');
    const runs: Job<{ orderId: number }>[] = [];
    const queue = queueOn(first);
    queue.work<{ orderId: number }>(name, async (job) => void runs.push(job));
    await queue.start();

    const id = await queue.send(name, { orderId: 7 });
    await until(() => runs.length === 1);
    expect(runs[0]).toMatchObject({ id, name, data: { orderId: 7 }, retryCount: 0 });
    await until(async () => (await queue.counts())[name]?.completed === 1);
    expect((await queue.counts())[name]).toEqual({
      created: 0,
      retry: 0,
      active: 0,
      completed: 1,
      cancelled: 0,
      failed: 0,
    });
    expect(errors).toEqual([]);
  });

  it('runs each of many jobs exactly once across two processes working the same queue', async () => {
    const name = uniqueName('shared');
    const runs: string[] = [];
    const processes = [queueOn(first), queueOn(second)];
    for (const queue of processes) {
      queue.work<{ n: number }>(name, async (job) => {
        runs.push(`${job.data.n}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      await queue.start();
    }
    for (let n = 0; n < 30; n++) await processes[n % 2]!.send(name, { n });
    await until(() => runs.length >= 30);
    await until(async () => (await processes[0]!.counts())[name]?.completed === 30);
    expect(runs.toSorted()).toEqual(Array.from({ length: 30 }, (_, n) => `${n}`).toSorted());
  });

  it('retries a failing job with a doubling delay, then keeps it as failed past its retry limit', async () => {
    const name = uniqueName('retry');
    const attempts: { retryCount: number; at: number }[] = [];
    const queue = queueOn(first);
    queue.work(
      name,
      async (job) => {
        attempts.push({ retryCount: job.retryCount, at: Date.now() });
        throw new Error('the outside service is down');
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
    );
    await queue.start();
    await queue.send(name, {});
    await until(async () => (await queue.counts())[name]?.failed === 1, 20_000);
    expect(attempts.map((attempt) => attempt.retryCount)).toEqual([0, 1, 2]);
    // pg-boss waits between delay × 2^n / 2 and delay × 2^n before retry n (jitter): ≥ 1 s, then ≥ 2 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(2_000);
  });

  it('keeps a job that was sent but not run through a restart: the next process runs it', async () => {
    const name = uniqueName('restart');
    const before = queueOn(first);
    const neverRun: unknown[] = [];
    before.work(name, async (job) => void neverRun.push(job));
    await before.start();
    const id = await before.send(name, { note: 'after the restart' }, { startAfter: 2 });
    await before.stop();

    const after = queueOn(second);
    const runs: Job<{ note: string }>[] = [];
    after.work<{ note: string }>(name, async (job) => void runs.push(job));
    await after.start();
    await until(() => runs.length === 1);
    expect(runs[0]).toMatchObject({ id, data: { note: 'after the restart' } });
    expect(neverRun).toEqual([]);
  });

  it('a job cut short by a process that stopped is retried by another', async () => {
    const name = uniqueName('cut-short');
    const dying = queueOn(first, 1_000);
    let started = false;
    dying.work(name, async () => {
      started = true;
      // Outlives the stop timeout, like a send hanging when the process is told to go.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    });
    await dying.start();
    await dying.send(name, {}, { retryDelaySeconds: 0, retryBackoff: false });
    await until(() => started);
    await dying.stop();

    const survivor = queueOn(second);
    const retried: number[] = [];
    survivor.work(name, async (job) => void retried.push(job.retryCount));
    await survivor.start();
    await until(() => retried.length === 1);
    expect(retried).toEqual([1]);
  });

  it('a job sent within a transaction exists only if the transaction commits', async () => {
    const name = uniqueName('within');
    const runs: string[] = [];
    const queue = queueOn(first);
    queue.work<{ what: string }>(name, async (job) => void runs.push(job.data.what));
    await queue.start();
    await first.db.transaction(async (tx) => {
      await queue.send(name, { what: 'committed' }, { within: tx });
    });
    await expect(
      first.db.transaction(async (tx) => {
        await queue.send(name, { what: 'rolled back' }, { within: tx });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await until(() => runs.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs).toEqual(['committed']);
    expect((await queue.counts())[name]).toMatchObject({ created: 0, completed: 1 });
  });

  it('drops a second send with the same singleton key', async () => {
    const name = uniqueName('singleton');
    const queue = queueOn(first);
    queue.work(name, async () => undefined);
    await queue.start();
    const sent = await queue.send(name, { orderId: 1 }, { singletonKey: 'order-1', startAfter: 60 });
    expect(sent).toEqual(expect.any(String));
    expect(await queue.send(name, { orderId: 1 }, { singletonKey: 'order-1' })).toBeNull();
    expect(await queue.send(name, { orderId: 2 }, { singletonKey: 'order-2', startAfter: 60 })).not.toBeNull();
    expect((await queue.counts())[name]?.created).toBe(2);
  });

  it('runs a recurring job once per window however many processes run it', async () => {
    const name = uniqueName('every');
    let runs = 0;
    const processes = [queueOn(first), queueOn(second)];
    const started = Date.now();
    for (const queue of processes) {
      queue.every(name, 1, async () => void runs++);
      await queue.start();
    }
    await until(() => runs >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Each window's job is one row whoever sends it: at most one run per second begun (two processes
    // sweeping on their own timers would make two).
    expect(runs).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1000) + 1);
  });

  // On PGlite there is one process, so queues are never created by two at once.
  it.runIf(onPostgres)('starts two processes at once that both create the same new queues', async () => {
    // Creating a queue adds its table and a foreign key: two processes doing it for one name at once
    // deadlock in PostgreSQL, and the loser must not stop its server from starting.
    for (let round = 0; round < 2; round++) {
      const shared = Array.from({ length: 3 }, () => uniqueName('together'));
      const processes = [queueOn(first), queueOn(second)];
      for (const queue of processes) for (const name of shared) queue.work(name, async () => undefined);
      await Promise.all(processes.map((queue) => queue.start()));
      for (const name of shared) expect(await processes[1]!.send(name, {})).toEqual(expect.any(String));
      await Promise.all(processes.map((queue) => queue.stop()));
    }
  });

  it.runIf(onPostgres)('starts several processes at once on a database without the queue tables', async () => {
    // Each round drops pg-boss's schema, as a new shop's database is, and starts four processes
    // together: every start must succeed and leave one set of tables.
    for (let round = 0; round < 40; round++) {
      await first.query(`drop schema if exists pgboss cascade`);
      const processes = contexts.map(({ database }) => queueOn(database));
      await Promise.all(processes.map((queue) => queue.start()));
      await Promise.all(processes.map((queue) => queue.stop()));
    }
    const { rows } = await first.query(`select count(*)::int as versions from pgboss.version`);
    expect(rows).toEqual([{ versions: 1 }]);
  });

  it('refuses to send to a queue nobody works, and to declare a worker after the start', async () => {
    const queue = queueOn(first);
    await queue.start();
    await expect(queue.send('nobody.works.this', {})).rejects.toThrow('No job worker is declared');
    expect(() => queue.work(uniqueName('late'), async () => undefined)).toThrow('before the queue starts');
  });
});
