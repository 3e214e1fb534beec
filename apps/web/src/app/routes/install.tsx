import { InstallPage } from '@/features/pwa/components/install-page';

// Its strings load with the route module (see loadInstallPage in app/router.tsx).
export { InstallPage as Component };
