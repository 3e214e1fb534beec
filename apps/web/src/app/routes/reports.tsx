import { ReportsPage } from '@/features/analytics/reports/components/reports-page';

// The route's chunk is the only one that loads recharts (issue 19: the board page and the shell do not grow).
export { ReportsPage as Component };
