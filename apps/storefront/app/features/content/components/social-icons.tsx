import type { ReactNode } from 'react';

/**
 * Simple line drawings of the social networks in the footer (lucide carries no brand marks).
 * Decorative: the link around each one carries the name.
 */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SocialIcons = {
  twitter: () => (
    <LineIcon>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M20 4l-6.6 7.2M4 20l6.6-7.2" />
    </LineIcon>
  ),
  facebook: () => (
    <LineIcon>
      <path d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1h2z" />
    </LineIcon>
  ),
  instagram: () => (
    <LineIcon>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </LineIcon>
  ),
  tiktok: () => (
    <LineIcon>
      <path d="M13 3v12.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M13 3c.4 2.7 2.4 4.7 5 5" />
    </LineIcon>
  ),
  youtube: () => (
    <LineIcon>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9.2l4.8 2.8-4.8 2.8z" fill="currentColor" />
    </LineIcon>
  ),
};
export type SocialNetwork = keyof typeof SocialIcons;
