import type { ReactNode } from 'react';

interface PanelProps {
  /** The heading's id: the region is named by it, and a checkout step moves the focus to it. */
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A bordered box of the checkout and order pages: a region named by its heading. */
export function Panel({ titleId, title, className, children }: PanelProps) {
  return (
    <section className={className ? `checkout-panel ${className}` : 'checkout-panel'} aria-labelledby={titleId}>
      {/* Focusable from script only, for the step the shopper just opened. */}
      <h2 id={titleId} className="checkout-panel__title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
