import { AdminOverview } from '@/features/admin/components/admin-overview';

export { AdminOverview as Component };
