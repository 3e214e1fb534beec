import { WorkspacesPage } from '@/features/workspaces/components/workspaces-page';

export { WorkspacesPage as Component };
