import { StorePremiumPage } from '@/features/marketplace/components/store-premium-page';

// A lazy route of the template marketplace (issue 27).
export { StorePremiumPage as Component };
