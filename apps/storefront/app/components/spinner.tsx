/** Circular spinner (SPEC §2). Announced to screen readers as `label`. */
export function Spinner({ label, size = 24 }: { label: string; size?: number }) {
  return (
    <span className="spinner" role="status" style={{ inlineSize: size, blockSize: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
