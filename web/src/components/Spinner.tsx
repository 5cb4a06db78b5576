export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <span className="spinner" style={{ width: size, height: size }} role={label ? 'status' : undefined}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A centred spinner with a visible message, for whole-page waits. */
export function PageLoader({ message = 'Loading…', onDark = false }: { message?: string; onDark?: boolean }) {
  return (
    <div className={`page-loader ${onDark ? 'page-loader--on-dark' : ''}`} role="status" aria-live="polite">
      <Spinner size={36} />
      <p>{message}</p>
    </div>
  );
}
