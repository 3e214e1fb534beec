import { AdminPage } from '@/features/admin/components/admin-page';

export { AdminPage as Component };
