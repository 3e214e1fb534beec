import { ProfilePage } from '@/features/account/components/profile-page';

export { ProfilePage as Component };
