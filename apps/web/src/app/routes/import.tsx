import { ImportPage } from '@/features/portability/components/import-page';

// A lazy route: the import steps load only on /import.
export { ImportPage as Component };
