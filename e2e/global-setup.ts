import type { TestProject } from 'vitest/node';
import { startTestServer } from './support/test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One built server for the whole e2e run, on a free port with a throw-away data directory. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
