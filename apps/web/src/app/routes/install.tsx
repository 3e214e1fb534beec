import { InstallPage } from '@/features/pwa/components/install-page';
import { loadAppTranslations } from '@/lib/i18n';

/** The page's strings live with the signed-in pages' (keeps them out of the landing's first bundle). */
export async function loader() {
  await loadAppTranslations();
  return null;
}

export { InstallPage as Component };
