import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { IconButtonName } from './icon-button-name.tsx';
import { useDismiss } from './use-dismiss.ts';

interface DropdownProps {
  /** Accessible name of the trigger button (its hidden text, see `IconButtonName`). */
  label: string;
  /** Visible content of the trigger (icon, badge); hidden from assistive technology. */
  trigger: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A button that shows a panel below it (cart, user menu, language). Closes on outside click,
 * Escape and navigation.
 */
export function Dropdown({ label, trigger, children, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ active: open, containerRef, onDismiss: close, escapeFocusRef: buttonRef });

  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  return (
    <div ref={containerRef} className={['dropdown', className].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button dropdown__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <IconButtonName name={label}>{trigger}</IconButtonName>
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
