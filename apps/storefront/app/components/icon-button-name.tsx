import type { ReactNode } from 'react';

/**
 * What a header icon button shows (icon, count badge, a language's name) and what it is called,
 * as hidden text rather than `aria-label`: a name that does not contain the visible text fails
 * WCAG 2.5.3 (label in name), as Arabic's "no items" beside a badge showing 0 did.
 */
export function IconButtonName({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <span className="visually-hidden">{name}</span>
      <span className="icon-button__face" aria-hidden="true">
        {children}
      </span>
    </>
  );
}
