import { MonitoringPage } from '@/features/monitoring/components/monitoring-page';

export { MonitoringPage as Component };
