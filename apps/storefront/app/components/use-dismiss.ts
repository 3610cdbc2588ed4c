import { useEffect, type RefObject } from 'react';

interface DismissOptions {
  /** Listen only while this is true (the panel is open). */
  active: boolean;
  /** Pointer presses inside this element do not dismiss. */
  containerRef: RefObject<HTMLElement | null>;
  onDismiss: () => void;
  /** Dismiss on Escape too, then focus this element so keyboard users are not lost. */
  escapeFocusRef?: RefObject<HTMLElement | null>;
}

/** Closes a panel when the pointer goes down outside it, or (optionally) on Escape. */
export function useDismiss({ active, containerRef, onDismiss, escapeFocusRef }: DismissOptions) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !escapeFocusRef) return;
      onDismiss();
      escapeFocusRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, containerRef, onDismiss, escapeFocusRef]);
}
