import type { ReactNode } from 'react';

/**
 * The slot above the page content for status banners (spec §2: offline / sync
 * status). Renders nothing until a banner is passed in.
 */
export function TopBanner({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null) return null;
  return (
    <div data-slot="top-banner" className="sticky top-0 z-30 w-full">
      {children}
    </div>
  );
}
