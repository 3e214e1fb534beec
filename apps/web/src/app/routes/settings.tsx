import { SettingsPage } from '@/features/account/components/settings-page';

export { SettingsPage as Component };
