import { RING_SCALE, ringOffset } from '../progress';

interface ProgressRingProps {
  percent: number;
  /** Shown in the middle (the module number). */
  children?: React.ReactNode;
  size?: number;
  tone?: 'default' | 'current' | 'skipped';
}

/** A module's progress ring. Decorative: the percentage is given in text beside it. */
export function ProgressRing({ percent, children, size = 40, tone = 'default' }: ProgressRingProps) {
  const done = percent >= 100;
  return (
    <span
      className={`ring ring--${tone} ${done ? 'ring--done' : ''}`}
      style={{ width: size, height: size }}
      data-percent={percent}
      aria-hidden="true"
    >
      <svg viewBox="0 0 100 100" width={size} height={size}>
        <circle className="ring__track" cx="50" cy="50" r="45" />
        <circle
          className="ring__fill"
          cx="50"
          cy="50"
          r="45"
          strokeDasharray={RING_SCALE}
          strokeDashoffset={ringOffset(percent)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="ring__label">{children}</span>
    </span>
  );
}
