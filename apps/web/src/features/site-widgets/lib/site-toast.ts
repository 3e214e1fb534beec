import { requestToaster, whenToasterReady } from '@/lib/toaster-state';

export { markToasterReady, requestToaster, useToasterRequested } from '@/lib/toaster-state';

export type SiteToastKind = 'success' | 'error' | 'info';

/**
 * A toast raised on the public site (newsletter, feedback, the drag demo): the toaster mounts
 * when the first one is asked for (src/lib/toaster-state.ts), and the message waits for it.
 */
export async function siteToast(
  kind: SiteToastKind,
  message: string,
  options: { description?: string } = {},
): Promise<void> {
  requestToaster();
  const [{ toast }] = await Promise.all([import('sonner-impl'), whenToasterReady()]);
  toast[kind](message, options);
}
