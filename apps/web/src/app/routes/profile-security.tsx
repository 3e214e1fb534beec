import { SecurityPage } from '@/features/account/components/security-page';

export { SecurityPage as Component };
