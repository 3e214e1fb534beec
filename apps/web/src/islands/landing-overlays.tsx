import { InstallPrompt } from '@/features/pwa/components/install-prompt';
import { LandingFloatingItems } from '@/features/site-widgets/components/landing-floating-items';

/**
 * The landing's floating items and install prompt (spec §2): nothing of them is in the
 * pre-rendered HTML; they decide in the browser whether to show. The landing route renders this
 * inside the 'landing-overlays' island.
 */
export function LandingOverlays() {
  return (
    <>
      <LandingFloatingItems />
      <InstallPrompt />
    </>
  );
}
