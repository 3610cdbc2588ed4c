import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default client entry. The page is painted before this module is even fetched
 * (ADR 054), so the shopper never looks at a blank screen while it hydrates; hydration in a
 * transition yields to input as it goes.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

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
