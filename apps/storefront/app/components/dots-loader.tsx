/** Bouncing three-dot loader (SPEC §2). Announced to screen readers as `label`. */
export function DotsLoader({ label }: { label: string }) {
  return (
    <span className="dots-loader" role="status">
      <span className="dots-loader__dot" aria-hidden="true" />
      <span className="dots-loader__dot" aria-hidden="true" />
      <span className="dots-loader__dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
