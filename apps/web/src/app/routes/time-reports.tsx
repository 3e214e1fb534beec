import { TimeReportsPage } from '@/features/time/components/time-reports-page';

// A lazy route: the page and the chart it loads on demand stay out of the shell and the board.
export { TimeReportsPage as Component };
