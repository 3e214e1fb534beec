import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ThemedToaster } from '@/app/themed-toaster';
import { isPublicPath, paths } from '@/config/paths';
import { useToasterRequested } from '@/features/site-widgets/lib/site-toast';

/**
 * Toasts (sonner) load after the page has rendered, keeping them out of the first paint and
 * of the pre-rendered HTML (a public page hydrates exactly what the server rendered). On the
 * public site (not /auth) they load only when a first toast is asked for (siteToast); once
 * loaded the toaster stays mounted.
 */
export function AppToaster() {
  const { pathname } = useLocation();
  const requested = useToasterRequested();
  const [mounted, setMounted] = useState(false);
  const wanted = requested || pathname === paths.auth || !isPublicPath(pathname);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  return mounted ? <ThemedToaster /> : null;
}
