import { BackupPage } from '@/features/portability/components/backup-page';

// A lazy route: backups, restores, exports and scheduled reports load only on /backup.
export { BackupPage as Component };
