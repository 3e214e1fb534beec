import { priorityBadgeVariant, type Priority } from '@rbax/shared/cards';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Crítica and Alta destructive, Média default, Baixa secondary (spec §9). */
export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation();
  return (
    <Badge variant={priorityBadgeVariant[priority]} data-priority={priority}>
      {t(`cards.priority.${priority}`)}
    </Badge>
  );
}
