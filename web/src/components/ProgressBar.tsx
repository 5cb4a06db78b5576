interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
  showValue?: boolean;
  size?: 'sm' | 'md';
}

export function ProgressBar({ value, label, showValue = false, size = 'md' }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={`progress progress--${size}`}>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <div className="progress__fill" style={{ width: `${clamped}%` }} />
      </div>
      {showValue ? <span className="progress__value">{clamped}%</span> : null}
    </div>
  );
}
