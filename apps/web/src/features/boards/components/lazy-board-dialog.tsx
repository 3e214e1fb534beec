import { loadAppTranslations } from '@/lib/i18n';
import { lazyDialog } from '@/lib/lazy-dialog';

/** The board dialog (form, labels, templates, cover upload) and its strings, loaded when first opened. */
export const LazyBoardDialog = lazyDialog(async () => {
  const [module] = await Promise.all([
    import('@/features/boards/components/board-dialog'),
    loadAppTranslations(['boards']),
  ]);
  return module.BoardDialog;
});
