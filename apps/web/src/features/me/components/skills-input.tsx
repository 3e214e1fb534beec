import { normalizeSkills, SKILL_MAX_LENGTH, SKILLS_MAX } from '@rbax/shared/me';
import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

type SkillsInputProps = {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  describedBy?: string;
};

/** Free tags: Enter or comma adds, each chip has a remove button; duplicates (any case) are ignored. */
export function SkillsInput({ id, value, onChange, describedBy }: SkillsInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = value.length >= SKILLS_MAX;

  const add = () => {
    const next = normalizeSkills([...value, ...draft.split(',')]).slice(0, SKILLS_MAX);
    onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim() !== '') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('profile.skills.listLabel')}>
          {value.map((skill) => (
            <li
              key={skill}
              className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              {skill}
              <button
                type="button"
                className="flex size-6 items-center justify-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={t('profile.skills.remove', { skill })}
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        maxLength={SKILL_MAX_LENGTH}
        disabled={full}
        placeholder={full ? t('profile.skills.full') : t('profile.skills.placeholder')}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() !== '' && add()}
      />
    </div>
  );
}
