import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // The React Router plugin compiles route modules; unit tests import plain modules without it.
  plugins: process.env.VITEST ? [] : [reactRouter()],
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
