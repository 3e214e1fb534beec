import type { ImportPreview } from '@rbax/shared/portability/api';
import type { WorkspaceMember } from '@rbax/shared/workspaces';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NOBODY = '__nobody__';

/** Each person of the source → a member of the workspace, or nobody (their cards stay unassigned). */
export function MembersMapping({
  members,
  people,
  value,
  onChange,
}: {
  members: ImportPreview['members'];
  people: WorkspaceMember[];
  value: Record<string, string | null>;
  onChange: (key: string, userId: string | null) => void;
}) {
  const { t } = useTranslation();
  if (members.length === 0)
    return <p className="text-sm text-muted-foreground">{t('portability.mapping.noMembers')}</p>;
  return (
    <ul className="grid gap-2">
      {members.map((member) => (
        <li key={member.key} className="grid items-center gap-2 sm:grid-cols-[1fr_minmax(0,16rem)]">
          <label htmlFor={`member-${member.key}`} className="min-w-0 text-sm">
            <span className="font-medium">{member.name}</span>
            {member.username && <span className="text-muted-foreground"> @{member.username}</span>}
          </label>
          <Select
            value={value[member.key] ?? NOBODY}
            onValueChange={(v) => onChange(member.key, v === NOBODY ? null : v)}
          >
            <SelectTrigger id={`member-${member.key}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NOBODY}>{t('portability.mapping.nobody')}</SelectItem>
              {people.map((p) => (
                <SelectItem key={p.userId} value={p.userId}>
                  {p.name} ({p.email})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </li>
      ))}
    </ul>
  );
}
