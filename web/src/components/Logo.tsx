import { env } from '../config/env';

/** The product mark (a seedling rising from bars) and the word "fundplan". */
export function Logo({ tone = 'dark', size = 32 }: { tone?: 'dark' | 'light'; size?: number }) {
  const text = tone === 'light' ? '#ffffff' : '#0d2e24';
  return (
    <span className="logo" style={{ color: text }}>
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0A9250" />
        <rect x="8" y="24" width="5" height="9" rx="1.5" fill="#ffffff" opacity="0.75" />
        <rect x="17.5" y="19" width="5" height="14" rx="1.5" fill="#ffffff" opacity="0.9" />
        <rect x="27" y="13" width="5" height="20" rx="1.5" fill="#ffffff" />
        <path d="M20 18c0-5 3-8 9-8.5C28.6 14.8 25.7 18 20 18Z" fill="#c8f7dc" />
        <path d="M20 18c0-3.6-2.2-5.8-6.5-6.2.3 3.9 2.4 6.2 6.5 6.2Z" fill="#9fe8bf" />
      </svg>
      <span className="logo__word" style={{ fontSize: size * 0.72 }}>
        {env.productName}
      </span>
    </span>
  );
}
