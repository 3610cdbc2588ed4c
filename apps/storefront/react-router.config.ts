import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // Every route is in the page's manifest (about 6 KB before compression), instead of fetched from
  // /__manifest for the links a page shows: that fetch and the routes it patched in ran in the
  // tasks after hydration, and each page view cost the server one more request (ADR 057).
  routeDiscovery: { mode: 'initial' },
  // React Router v8's changes, each decided (an unset flag prints a warning on every build).
  future: {
    // Builds through Vite's Environment API, the way Vite 8 builds client and server.
    v8_viteEnvironmentApi: true,
    // Middleware makes loaders' context a RouterContextProvider: the server passes a plain load
    // context (apiFetch, publicConfig, cspNonce), kept until the move to v8.
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
