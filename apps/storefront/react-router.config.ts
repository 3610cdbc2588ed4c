import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
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
