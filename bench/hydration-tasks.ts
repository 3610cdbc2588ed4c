/**
 * `npx tsx bench/hydration-tasks.ts`: the main thread's tasks while a page loads and hydrates in
 * Chromium (ADR 055), printed, never asserted. Each load is a new browser context (nothing cached:
 * every script is compiled as on a first visit, as Lighthouse does), traced with the sampling
 * profiler on. For each load it prints how many tasks ran and how long, Lighthouse's way of
 * counting them as blocking (each task × 4, its mobile CPU, less 50 ms), the time V8 spent
 * compiling functions on the main thread, and the longest tasks with what they spent their time on:
 * trace events, and the functions the profiler sampled in them (names as built: for readable ones,
 * build the storefront with `minify: false` in its client build for the run, then build it again).
 *
 * Settings (environment): BENCH_PAGE (default a product page; e.g. "/?lang=ar"), BENCH_LOADS
 * (default 5), BENCH_LONG_TASK_MS (default 12.5: the shortest task Lighthouse counts, × 4 = 50 ms).
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startTestServer } from '../e2e/support/test-server.ts';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lighthouse.ts';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const LONG_TASK_MS = Number(process.env.BENCH_LONG_TASK_MS ?? 12.5);
const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const TRACE_FILE = path.join(tmpdir(), `hydration-trace-${process.pid}.json`);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Chromium's trace format
}

/** The sampled call stacks of the page's main thread, in the trace's clock. */
function samplesOf(events: TraceEvent[], pid: number) {
  const frames = new Map<number, { name: string; parent?: number }>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const event of events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
    if (event.name === 'Profile') {
      clock = event.args!.data.startTime;
      continue;
    }
    const profile = event.args!.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const place = url ? ` ${String(url).split('/').pop()}:${lineNumber}` : '';
      frames.set(node.id, {
        name: `${functionName || '(anonymous)'}${place}`,
        parent: node.parent,
      });
    }
    const deltas: number[] = event.args!.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((node: number, index: number) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node });
    });
  }
  /** Functions on the sampled stacks between two times, by how many samples each was on. */
  return (from: number, to: number) => {
    const counts = new Map<string, number>();
    for (const sample of samples.filter((s) => s.ts >= from && s.ts <= to)) {
      const seen = new Set<string>();
      for (let id: number | undefined = sample.node; id !== undefined; id = frames.get(id)?.parent) {
        const name = frames.get(id)?.name ?? '?';
        if (seen.has(name) || /^\((root|program|idle)\)/.test(name)) continue;
        seen.add(name);
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    return [...counts].sort((a, b) => b[1] - a[1]);
  };
}

const top = (entries: [string, number][], count: number, unit = '') =>
  entries
    .slice(0, count)
    .map(([name, value]) => `${name} ${unit ? value.toFixed(1) + unit : value}`)
    .join(' | ');

const server = await startTestServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
try {
  const newest = (await (await fetch(`${server.baseUrl}/web-gw/products?top=1&sort=newest`)).json()) as {
    data: { productId: number }[];
  };
  const page = process.env.BENCH_PAGE ?? `/products/${newest.data[0]!.productId}`;
  // The server renders it once before the loads: they measure the browser, not a first render.
  await fetch(server.baseUrl + page);
  console.log(`${page}, ${LOADS} loads, each in a new browser context; tasks of ${LONG_TASK_MS} ms or more listed`);
  for (let load = 1; load <= LOADS; load++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    await tab.goto('about:blank');
    await browser.startTracing(tab, {
      path: TRACE_FILE,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'disabled-by-default-v8.compile',
        'disabled-by-default-v8.cpu_profiler',
        'loading',
      ],
    });
    await tab.goto(server.baseUrl + page);
    await tab.waitForTimeout(3000);
    await browser.stopTracing();
    await context.close();

    const trace = JSON.parse(readFileSync(TRACE_FILE, 'utf8')) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').endsWith(page));
    if (!parse) throw new Error('The trace has no parsing of the page');
    const onMain = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
    const start = onMain.find((e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= parse.ts)!.ts;
    const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start);
    const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
    const compiling = onMain
      .filter((e) => e.ts >= start && (e.name === 'V8.CompileCode' || e.name === 'V8.ParseFunction'))
      .reduce((sum, e) => sum + ms(e), 0);
    const blocking = tasks.reduce((sum, e) => sum + Math.max(0, LIGHTHOUSE_CPU_SLOWDOWN * ms(e) - 50), 0);
    const busy = tasks.reduce((sum, e) => sum + ms(e), 0);
    console.log(
      `\nload ${load}: ${tasks.length} tasks, ${busy.toFixed(0)} ms in all, blocking ×${LIGHTHOUSE_CPU_SLOWDOWN} ${blocking.toFixed(0)} ms (first paint included), compiling on the main thread ${compiling.toFixed(1)} ms`,
    );
    const sampled = samplesOf(events, parse.pid);
    for (const task of tasks.filter((e) => ms(e) >= LONG_TASK_MS)) {
      const end = task.ts + (task.dur ?? 0);
      const inside = new Map<string, number>();
      for (const e of onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)) {
        const key = e.name + (e.args?.data?.url ? ` ${String(e.args.data.url).split('/').pop()}` : '');
        inside.set(key, (inside.get(key) ?? 0) + ms(e));
      }
      console.log(
        `  ${((task.ts - start) / 1000).toFixed(0)} ms: ${ms(task).toFixed(1)} ms — ${top(
          [...inside].sort((a, b) => b[1] - a[1]),
          6,
          ' ms',
        )}`,
      );
      const functions = sampled(task.ts, end);
      if (functions.length > 0) console.log(`      sampled: ${top(functions, 12)}`);
    }
  }
} finally {
  rmSync(TRACE_FILE, { force: true });
  await browser.close();
  await server.stop();
}
