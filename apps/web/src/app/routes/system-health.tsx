import { SystemHealthPage } from '@/features/system-health/components/system-health-page';

export { SystemHealthPage as Component };
