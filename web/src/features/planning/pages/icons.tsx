import type { SVGProps } from 'react';

export const SparkIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...p}
  >
    <path d="M12 3l1.9 5.8L20 10.7l-5 3.7 1.8 5.9L12 16.8l-4.8 3.5L9 14.4 4 10.7l6.1-1.9L12 3z" />
  </svg>
);
