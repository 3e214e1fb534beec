import { InstallPage } from '@/features/pwa/components/install-page';
import { Island } from '@/lib/island';

/** The install page is interactive from top to bottom (platform, install button): one island. */
function InstallRoute() {
  return (
    <Island name="install-page">
      <InstallPage />
    </Island>
  );
}

// Its strings load with the route module (see loadInstallPage in app/router.tsx).
export { InstallRoute as Component };
