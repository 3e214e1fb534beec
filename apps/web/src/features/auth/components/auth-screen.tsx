import { AUTH_SPLASH_MS, POST_LOGIN_REDIRECT_MS } from '@rbax/shared/auth';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { signOut } from '@/features/auth/api/sign-out';
import { AUTH_SPLASH_STORAGE_KEY, AuthSplash } from '@/features/auth/components/auth-splash';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LanguageSelect } from '@/features/language/components/language-select';
import { ThemeControls } from '@/features/theme/components/theme-controls';
import { readStorage, writeStorage } from '@/lib/storage';
import { delay } from '@/lib/utils';

type Tab = 'login' | 'signup';

/** Recovery links carry `type=recovery` (query or hash) and the reset token, or `error=INVALID_TOKEN`. */
function useRecoveryLink() {
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const hashParams = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const recovery = searchParams.get('type') === 'recovery' || hashParams.get('type') === 'recovery';
  const invalid = Boolean(searchParams.get('error') ?? hashParams.get('error'));
  const token = invalid ? null : (searchParams.get('token') ?? hashParams.get('token'));
  return { recovery: recovery || invalid, token };
}

/**
 * /auth. `acceptInvite` joins the workspace of an invitation link (`?invite=<token>`) right after
 * sign-in or sign-up; the route passes it in from the workspaces feature, which imports auth.
 */
export function AuthScreen({ acceptInvite: accept }: { acceptInvite?: (token: string) => Promise<void> } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status, refresh, clear } = useAuth();
  const { recovery, token } = useRecoveryLink();
  const [splash, setSplash] = useState(() => !readStorage(AUTH_SPLASH_STORAGE_KEY, 'sessionStorage'));
  const [tab, setTab] = useState<Tab>('login');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // Invitation e-mails link to /auth?invite=<token>: accepted right after sign-in or sign-up.
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite');

  const acceptInvite = async () => {
    if (invite) await accept?.(invite);
  };

  useEffect(() => {
    if (!splash) return;
    writeStorage(AUTH_SPLASH_STORAGE_KEY, '1', 'sessionStorage');
    const timer = window.setTimeout(() => setSplash(false), AUTH_SPLASH_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render decides
  }, []);

  // Already signed in with an invitation link: accept it, then go to the boards.
  const acceptWhileSignedIn = status === 'authenticated' && Boolean(invite) && !recovery && !redirecting;
  useEffect(() => {
    if (!acceptWhileSignedIn) return;
    setRedirecting(true);
    void acceptInvite().then(() => navigate(paths.boards, { replace: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once when the condition turns true
  }, [acceptWhileSignedIn]);

  // A signed-in visitor has nothing to do here, except when resetting a password.
  if (status === 'authenticated' && !recovery && !redirecting && !invite) return <Navigate to={paths.boards} replace />;
  if (splash) return <AuthSplash />;

  const onAuthenticated = async (message: string) => {
    setRedirecting(true);
    toast.success(message);
    await Promise.all([refresh(), delay(POST_LOGIN_REDIRECT_MS)]);
    await acceptInvite();
    await navigate(paths.boards, { replace: true });
  };

  const onPasswordUpdated = async () => {
    try {
      await signOut();
    } catch {
      // Already signed out is the goal; a failed call changes nothing for the user.
    }
    clear();
    await navigate(paths.auth, { replace: true });
    setTab('login');
  };

  const requestNewLink = () => {
    setTab('login');
    setForgotEmail('');
    void navigate(paths.auth, { replace: true });
  };

  return (
    <div className="relative flex min-h-svh flex-col bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-0 mx-auto h-72 max-w-3xl rounded-full bg-brand/15 blur-3xl hacker:bg-primary/10"
      />
      <header className="relative flex items-center justify-between gap-2 p-3 sm:p-4">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('common.back')}
          title={t('common.back')}
          onClick={() => void navigate(paths.landing)}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSelect />
          <ThemeControls />
        </div>
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-2 pb-10 sm:items-center sm:pt-0">
        <div className="flex w-full max-w-md flex-col items-center gap-6">
          <Logo />
          {recovery ? (
            <Card className="w-full">
              <title>{`${t('auth.reset.title')} · RBAX Flow`}</title>
              <CardHeader>
                <h1 className="text-xl font-semibold">{t('auth.reset.title')}</h1>
                <CardDescription>{t('auth.reset.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <ResetPasswordForm token={token} onUpdated={onPasswordUpdated} onRequestNewLink={requestNewLink} />
              </CardContent>
            </Card>
          ) : (
            <Card className="w-full">
              <title>{`${t('auth.title')} · RBAX Flow`}</title>
              <CardHeader className="text-center">
                <h1 className="text-xl font-semibold">{t('auth.title')}</h1>
                <CardDescription>{t('auth.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'login')}>
                  <TabsList>
                    <TabsTrigger value="login">{t('auth.tabs.login')}</TabsTrigger>
                    <TabsTrigger value="signup">{t('auth.tabs.signUp')}</TabsTrigger>
                  </TabsList>
                  <TabsContent value="login">
                    {forgotEmail === null ? (
                      <LoginForm
                        onSignedIn={() => void onAuthenticated(t('auth.login.success'))}
                        onForgotPassword={(email) => setForgotEmail(email)}
                      />
                    ) : (
                      <ForgotPasswordForm defaultEmail={forgotEmail} onDone={() => setForgotEmail(null)} />
                    )}
                  </TabsContent>
                  <TabsContent value="signup">
                    <SignUpForm onSignedUp={() => void onAuthenticated(t('auth.signUp.success'))} />
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
          )}
        </div>
      </main>
    </div>
  );
}
