import { UserProfilePage } from '@/features/me/components/user-profile-page';

export { UserProfilePage as Component };
