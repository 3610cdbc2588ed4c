import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default client entry, except that hydration waits for the browser to paint the
 * server's HTML first. Without the wait, a phone that has the scripts early (a warm cache, a
 * fast network) runs the whole hydration before its first paint, and the shopper looks at a
 * blank screen for that long. Hydration in a transition yields to input as it goes.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// requestAnimationFrame runs just before the next paint; the timeout then lands just after it.
requestAnimationFrame(() => setTimeout(hydrate, 0));

// The service worker (public/sw.js) keeps the application shell for offline use; registered once
// the page has loaded, so it never competes with the page for the network.
function registerServiceWorker() {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('No offline shell:', error));
}
if ('serviceWorker' in navigator) {
  // This module may run after the load event has passed.
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}
