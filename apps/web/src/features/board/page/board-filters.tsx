import type { BoardLabel } from '@rbax/shared/boards';
import { dueFilters, priorities, type BoardMember } from '@rbax/shared/cards';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { filterParams, withFilterParam, withoutFilters } from '@/features/board/lib/filters';

const ALL = 'all';

/** Search, assignee, label, priority and due filters, kept in the URL. */
export function BoardFilters({ labels, members }: { labels: readonly BoardLabel[]; members: readonly BoardMember[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (key: (typeof filterParams)[number], value: string) =>
    setParams((current) => withFilterParam(current, key, value === ALL ? null : value), { replace: true });
  const active = filterParams.some((key) => params.get(key));

  return (
    <div role="search" aria-label={t('boardView.filters.label')} className="flex flex-wrap items-center gap-2">
      <div className="relative w-full sm:w-56">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          className="pl-8"
          value={params.get('q') ?? ''}
          placeholder={t('boardView.filters.searchPlaceholder')}
          aria-label={t('boardView.filters.search')}
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <Select value={params.get('assignee') ?? ALL} onValueChange={(value) => set('assignee', value)}>
        <SelectTrigger className="w-44" aria-label={t('boardView.filters.assignee')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('boardView.filters.anyAssignee')}</SelectItem>
          {members.map((member) => (
            <SelectItem key={member.id} value={member.id}>
              {member.name || member.email}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={params.get('label') ?? ALL} onValueChange={(value) => set('label', value)}>
        <SelectTrigger className="w-40" aria-label={t('boardView.filters.labelFilter')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('boardView.filters.anyLabel')}</SelectItem>
          {labels.map((label) => (
            <SelectItem key={label.id} value={label.id}>
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: label.color }} />
              {label.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={params.get('priority') ?? ALL} onValueChange={(value) => set('priority', value)}>
        <SelectTrigger className="w-40" aria-label={t('boardView.filters.priority')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('boardView.filters.anyPriority')}</SelectItem>
          {priorities.map((priority) => (
            <SelectItem key={priority} value={priority}>
              {t(`cards.priority.${priority}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={params.get('due') ?? ALL} onValueChange={(value) => set('due', value)}>
        <SelectTrigger className="w-40" aria-label={t('boardView.filters.due')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t('boardView.filters.anyDue')}</SelectItem>
          {dueFilters.map((due) => (
            <SelectItem key={due} value={due}>
              {t(`boardView.filters.dueOptions.${due}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {active ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setParams((current) => withoutFilters(current), { replace: true })}
        >
          <X aria-hidden="true" />
          {t('boardView.filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
