import { PerformancePage } from '@/features/analytics/performance/components/performance-page';

export { PerformancePage as Component };
