import { loadAppTranslations } from '@/lib/i18n';
import { lazyDialog } from '@/lib/lazy-dialog';

/** The workspace form and its strings, loaded when first opened. */
export const LazyWorkspaceFormDialog = lazyDialog(async () => {
  const [module] = await Promise.all([
    import('@/features/workspaces/components/workspace-form-dialog'),
    loadAppTranslations(['workspaces']),
  ]);
  return module.WorkspaceFormDialog;
});
