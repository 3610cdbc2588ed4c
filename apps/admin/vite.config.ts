import { defineConfig } from 'vite';

// The back office is its own client-rendered bundle, served by the server under /admin/ (ADR 032):
// nothing here is imported by the storefront, so shoppers' pages never load it.
export default defineConfig({
  base: '/admin/',
  build: {
    outDir: 'build',
    emptyOutDir: true,
    // One file for the whole app (about 190 kB gzip): staff load it once a session, not per page.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // React Router marks its modules "use client", which means nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
