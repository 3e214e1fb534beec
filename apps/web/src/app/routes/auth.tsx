import { AuthScreen } from '@/features/auth/components/auth-screen';

export { AuthScreen as Component };
