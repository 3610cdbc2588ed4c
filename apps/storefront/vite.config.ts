import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * React Router's package exports send a production build to its development files (assertions
 * and warnings in shoppers' consoles, a little more code): remix-run/react-router#14102, #12532.
 * The browser's bundle takes the production files by path. Not the server's: it leaves
 * react-router external and @react-router/node imports it too, so a path there would load two
 * copies. (`resolve.alias` cannot tell the two apart: with the Environment API both builds share
 * one config, so this is a plugin for the client environment.)
 */
function reactRouterProductionFiles(): Plugin {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': path.join(dir, 'index.mjs'),
    'react-router/dom': path.join(dir, 'dom-export.mjs'),
  };
  return {
    name: 'storefront:react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (source) => files[source],
  };
}

export default defineConfig({
  // The React Router plugin compiles route modules; unit tests import plain modules without it.
  plugins: process.env.VITEST ? [] : [reactRouterProductionFiles(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // The storefront's own modules that several pages use go into one file instead of a
        // file each (about 30 files of 1–4 KB): on a phone network each file costs a round trip
        // before the page can start, more than the few KB a page may load without needing them.
        codeSplitting: { groups: [{ name: 'shared', test: /[\\/]app[\\/]/, minShareCount: 2 }] },
      },
    },
  },
});
