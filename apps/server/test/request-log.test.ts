/**
 * Request logs: one line per request from outside, at info; the storefront's in-process API
 * calls, made while rendering a page, at debug under the page's request id.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const INFO = 30;
const DEBUG = 20;

let lines: LogLine[] = [];
const { app } = await buildTestApp(
  { LOG_LEVEL: 'debug' },
  { withStorefront: true, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
);

beforeEach(() => {
  lines = [];
});

const atLevel = (level: number) => lines.filter((line) => line.level === level);

describe('request logs', () => {
  it('write one info line for a page view and its in-process API calls at debug, with the page’s request id', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);

    const info = atLevel(INFO);
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/' },
      res: { statusCode: 200 },
    });

    const calls = atLevel(DEBUG).filter((line) => line.msg === 'request completed');
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      expect(call.reqId).toBe(info[0]!.reqId);
      expect(call.req?.url).toMatch(/^\/(api|web-gw|query)\//);
    }
  });

  it('write one info line for an API request, also when it claims to be an in-process call', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/health', headers: { 'x-in-process-call': 'guessed' } });

    expect(atLevel(INFO)).toEqual([
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/api/health' }) }),
      expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/api/health' }) }),
    ]);
    expect(atLevel(DEBUG)).toEqual([]);
  });
});
