/**
 * `npm run bench:lighthouse`: Lighthouse's mobile audit of the shop's landing pages (home, a
 * category, a product, a search; English and Arabic), BENCH_LIGHTHOUSE_ROUNDS rounds in a row
 * (default 3) against one server on the embedded database, each round printed with the load
 * average, since a busy machine lowers the performance score. Printed, never asserted.
 */
import os from 'node:os';
import { startTestServer } from '../e2e/support/test-server.ts';
import { printLighthouse, runLighthouse } from './lighthouse.ts';

const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_ROUNDS ?? 3);

const server = await startTestServer();
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const [load] = os.loadavg();
    console.log(`Round ${round} of ${ROUNDS}, load average ${load!.toFixed(1)} on ${os.cpus().length} cores`);
    printLighthouse(await runLighthouse(server.baseUrl));
  }
} finally {
  await server.stop();
}
