import { CardDialog } from '@/features/cards/components/card-dialog';

export { CardDialog as Component };
