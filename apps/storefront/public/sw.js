// The storefront's service worker: the application shell offline, and the built assets from the
// device. It never keeps prices, carts or anything personal: API calls and pages go to the
// network as if it were not there; only when a page cannot be reached does the shell stand in.
const CACHE = 'storefront-shell';
const SHELL_PATH = '/_app';
/** How often an open page's navigations refresh the kept shell (a new build brings new assets). */
const SHELL_REFRESH_MS = 60 * 60 * 1000;
let shellKeptAt = 0;

const ASSET_PATH = /"(\/assets\/[^"]+)"/g;
const assetsNamedIn = (text) => [...text.matchAll(ASSET_PATH)].map((match) => match[1]);

/**
 * Keeps the shell and every built asset: those it names, and every page's scripts that the
 * router's manifest names, so a page opened offline still finds its code. Forgets the assets of
 * earlier builds.
 */
async function keepShell() {
  // With the shopper's cookies, so the shell is in their language.
  const response = await fetch(SHELL_PATH, { cache: 'no-store' });
  if (!response.ok) return;
  const named = assetsNamedIn(await response.clone().text());
  const manifests = named.filter((path) => /\/manifest-[^/]+\.js$/.test(path));
  const routeAssets = await Promise.all(manifests.map(async (path) => assetsNamedIn(await (await fetch(path)).text())));
  const assets = [...new Set([...named, ...routeAssets.flat()])];
  const cache = await caches.open(CACHE);
  await cache.addAll(assets);
  await cache.put(SHELL_PATH, response);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== SHELL_PATH && !assets.includes(path)) await cache.delete(request);
  }
  shellKeptAt = Date.now();
}

/**
 * A page that cannot be reached: the kept shell, at its own address (the page's code expects the
 * address it was rendered for), which says so and offers the page again (`from`).
 */
async function offlineAnswer(url) {
  if (url.pathname === SHELL_PATH) return (await caches.match(SHELL_PATH, { ignoreSearch: true })) ?? Response.error();
  const shell = new URL(SHELL_PATH, self.location.origin);
  shell.searchParams.set('from', url.pathname + url.search);
  return Response.redirect(shell.href, 302);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (response) => {
          if (Date.now() - shellKeptAt > SHELL_REFRESH_MS) event.waitUntil(keepShell().catch(() => undefined));
          return response;
        },
        () => offlineAnswer(url),
      ),
    );
    return;
  }

  // Built assets never change under their hashed names: the device's copy is as good as the server's.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then(async (response) => {
            if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
            return response;
          }),
      ),
    );
  }
});
