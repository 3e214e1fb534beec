import { GlobalAnalyticsPage } from '@/features/analytics/global/components/global-analytics-page';

export { GlobalAnalyticsPage as Component };
