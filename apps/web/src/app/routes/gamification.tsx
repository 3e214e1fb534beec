import { GamificationPage } from '@/features/gamification/components/gamification-page';

export { GamificationPage as Component };
