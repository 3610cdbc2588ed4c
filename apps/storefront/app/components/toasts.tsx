import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import type * as SonnerModule from 'sonner';

/*
 * Toasts (SPEC §8) through sonner, which is about 9 KB compressed: it loads when the first toast
 * is asked for (or at the shopper's first tap or key press, since toasts answer actions), not
 * with the page, as most page views show none and the first paint never does.
 */

type Sonner = typeof SonnerModule;
type ToastKind = 'success' | 'error' | 'warning' | 'info';

let sonnerModule: Promise<Sonner> | undefined;
const loadSonner = () => (sonnerModule ??= import('sonner'));

/** The region is mounted once a toast is wanted; a toast waits until the region listens. */
let regionWanted = false;
const regionListeners = new Set<() => void>();
let markRegionListening = () => {};
const regionListening = new Promise<void>((resolve) => (markRegionListening = resolve));

function wantRegion() {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of regionListeners) listener();
}

function show<Kind extends ToastKind>(kind: Kind, ...args: Parameters<Sonner['toast'][Kind]>) {
  wantRegion();
  void Promise.all([loadSonner(), regionListening]).then(([sonner]) =>
    (sonner.toast[kind] as (...rest: typeof args) => unknown)(...args),
  );
}

export const toast = {
  success: (...args: Parameters<Sonner['toast']['success']>) => show('success', ...args),
  error: (...args: Parameters<Sonner['toast']['error']>) => show('error', ...args),
  warning: (...args: Parameters<Sonner['toast']['warning']>) => show('warning', ...args),
  info: (...args: Parameters<Sonner['toast']['info']>) => show('info', ...args),
};

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** Rendered after the Toaster, so its effect runs once the Toaster has subscribed to new toasts. */
function RegionListening() {
  useEffect(() => markRegionListening(), []);
  return null;
}

function subscribeToRegion(listener: () => void) {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}

/** The toasts' region: nothing in the server's page, the Toaster from the first toast (or first interaction) on. */
export function ToastRegion(props: ComponentProps<Sonner['Toaster']>) {
  const wanted = useSyncExternalStore(
    subscribeToRegion,
    () => regionWanted,
    () => false,
  );
  useEffect(() => {
    const warmUp = () => void loadSonner();
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', warmUp, options);
    window.addEventListener('keydown', warmUp, options);
    return () => {
      window.removeEventListener('pointerdown', warmUp, options);
      window.removeEventListener('keydown', warmUp, options);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <RegionListening />
    </Suspense>
  );
}
