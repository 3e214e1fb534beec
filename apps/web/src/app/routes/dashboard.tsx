import { DashboardPage } from '@/features/analytics/dashboard/components/dashboard-page';

export { DashboardPage as Component };
