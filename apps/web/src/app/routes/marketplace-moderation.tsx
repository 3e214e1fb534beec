import { ModerationPage } from '@/features/marketplace/components/moderation-page';

// A lazy route of the template marketplace (issue 27).
export { ModerationPage as Component };
