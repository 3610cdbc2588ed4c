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
  let stopping = false;
  // A server that dies under the run fails every later test with "connection refused": say why it died.
  void server.exited.then(({ code, signal }) => {
    if (!stopping)
      process.stderr.write(`\nThe e2e test server exited (code ${code}, signal ${signal}):\n${server.output()}\n`);
  });
  return () => {
    stopping = true;
    return server.stop();
  };
}
