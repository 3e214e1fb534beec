import { AuthProvider } from '@/features/auth/components/auth-provider';
import { ClosingCta } from '@/features/landing/sections/closing-cta';

/** The closing call to action depends on the session ('Acessar Boards' when signed in): the one island that reads it. */
export function ClosingCtaIsland() {
  return (
    <AuthProvider>
      <ClosingCta />
    </AuthProvider>
  );
}
