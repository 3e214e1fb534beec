import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useAcceptInvite } from '@/features/workspaces/hooks/use-accept-invite';

/** /auth, with the invitation step of the workspaces feature composed in. */
export function Component() {
  return <AuthScreen acceptInvite={useAcceptInvite()} />;
}
