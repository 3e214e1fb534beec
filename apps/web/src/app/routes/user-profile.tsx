import { AccountLinks } from '@/features/account/components/account-links';
import { UserProfilePage } from '@/features/me/components/user-profile-page';

/** /user-profile, with the account pages' links composed in (account imports me, not the other way). */
export function Component() {
  return <UserProfilePage links={<AccountLinks />} />;
}
