import { WorkspaceAnalyticsPage } from '@/features/analytics/workspace/components/workspace-analytics-page';

export { WorkspaceAnalyticsPage as Component };
