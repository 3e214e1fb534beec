import { SKILLS_MAX, updateMeInputSchema, type Me } from '@rbax/shared/me';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useMessage } from '@/features/auth/hooks/use-message';
import { useUpdateMe } from '@/features/me/api/update-me';
import { SkillsInput } from '@/features/me/components/skills-input';
import { browserTimeZone, TimezoneField } from '@/features/me/components/timezone-field';
import { ApiError } from '@/lib/api-client';

type Errors = Partial<Record<'name' | 'skills' | 'timezone', string>>;

/**
 * Name, skills, time zone and availability ('Disponível': off while out of office, so automatic
 * assignment skips you — issue 20), saved together; the server validates again and answers per field.
 */
export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [name, setName] = useState(me.name);
  const [skills, setSkills] = useState(me.skills);
  const [timezone, setTimezone] = useState(me.timezone ?? browserTimeZone());
  const [available, setAvailable] = useState(me.available);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateMe();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateMeInputSchema.safeParse({ name, skills, timezone, available });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= message(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.name);
        setSkills(saved.skills);
        setAvailable(saved.available);
        toast.success(t('profile.saved'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) {
          const next: Errors = {};
          for (const issue of error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
          setErrors(next);
          return;
        }
        toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : t('profile.saveFailed'));
      },
    });
  };

  const nameId = `${id}-name`;
  const skillsId = `${id}-skills`;
  const zoneId = `${id}-timezone`;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField id={nameId} label={t('profile.fields.name')} error={errors.name}>
        <Input
          {...fieldControlProps(nameId, errors.name)}
          value={name}
          autoComplete="name"
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={skillsId}>{t('profile.fields.skills')}</Label>
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {t('profile.skills.count', { count: skills.length, max: SKILLS_MAX })}
          </span>
        </div>
        <SkillsInput
          id={skillsId}
          value={skills}
          onChange={setSkills}
          describedBy={errors.skills ? fieldErrorId(skillsId) : `${skillsId}-hint`}
        />
        {errors.skills ? (
          <p id={fieldErrorId(skillsId)} className="text-sm font-medium text-destructive">
            {errors.skills}
          </p>
        ) : (
          <p id={`${skillsId}-hint`} className="text-xs text-muted-foreground">
            {t('profile.skills.hint')}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={zoneId}>{t('profile.fields.timezone')}</Label>
        <TimezoneField
          id={zoneId}
          value={timezone}
          onChange={setTimezone}
          invalid={Boolean(errors.timezone)}
          describedBy={errors.timezone ? fieldErrorId(zoneId) : undefined}
        />
        {errors.timezone ? (
          <p id={fieldErrorId(zoneId)} className="text-sm font-medium text-destructive">
            {errors.timezone}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={available}
          onChange={(event) => setAvailable(event.target.checked)}
        />
        <span className="grid">
          <span className="font-medium">{t('profile.fields.available')}</span>
          <span className="text-muted-foreground">{t('profile.availableHint')}</span>
        </span>
      </label>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
