/** The small number on a header icon; the icon's label says it in words. */
export function CountBadge({ count }: { count: number }) {
  return (
    <span className="count-badge" aria-hidden="true">
      {count}
    </span>
  );
}
