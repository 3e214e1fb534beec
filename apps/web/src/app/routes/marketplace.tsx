import { MarketplacePage } from '@/features/marketplace/components/marketplace-page';

// A lazy route of the template marketplace (issue 27).
export { MarketplacePage as Component };
