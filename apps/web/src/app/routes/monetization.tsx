import { MonetizationPage } from '@/features/marketplace/components/monetization-page';

// A lazy route of the template marketplace (issue 27).
export { MonetizationPage as Component };
