import { BoardPage } from '@/features/board-view/components/board-page';

export { BoardPage as Component };
