import { GlobalHubPage } from '@/features/global-hub/components/global-hub-page';

export { GlobalHubPage as Component };
