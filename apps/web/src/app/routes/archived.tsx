import { ArchivedBoards } from '@/features/boards/components/archived-boards';

export { ArchivedBoards as Component };
