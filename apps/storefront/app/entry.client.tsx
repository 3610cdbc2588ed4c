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
