import { useState } from 'react';

/**
 * A strip above the header while staff see the shop otherwise than shoppers do (a support session,
 * a theme preview): what is going on, and the button that ends it.
 */
export function StaffBanner({
  region,
  text,
  action,
  onAction,
}: {
  region: string;
  text: string;
  action: string;
  onAction: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const act = async () => {
    setPending(true);
    try {
      await onAction();
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="staff-banner" role="region" aria-label={region}>
      <div className="container staff-banner__inner">
        <p className="staff-banner__text">{text}</p>
        <button type="button" className="button button--small" onClick={() => void act()} disabled={pending}>
          {action}
        </button>
      </div>
    </div>
  );
}
