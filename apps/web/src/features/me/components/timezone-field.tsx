import { isValidTimeZone } from '@rbax/shared/me';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Every IANA zone this browser knows (Intl), with the browser's own first. */
function timeZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.length > 0 ? supported : [browserTimeZone()];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

type TimezoneFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
};

/** A search box over the zone list (native datalist: typing filters, keyboard and screen-reader friendly). */
export function TimezoneField({ id, value, onChange, invalid, describedBy }: TimezoneFieldProps) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(timeZones, []);
  const browser = browserTimeZone();
  const listId = `${id}-list`;
  const now = useMemo(() => {
    if (!isValidTimeZone(value)) return null;
    return new Intl.DateTimeFormat(i18n.language, { timeZone: value, hour: '2-digit', minute: '2-digit' }).format(
      new Date(),
    );
  }, [value, i18n.language]);

  return (
    <div className="grid gap-2">
      <Input
        id={id}
        type="search"
        list={listId}
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('profile.timezone.placeholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {now ? <span>{t('profile.timezone.now', { time: now })}</span> : null}
        {value !== browser ? (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto px-0 text-xs"
            onClick={() => onChange(browser)}
          >
            {t('profile.timezone.useBrowser', { zone: browser })}
          </Button>
        ) : (
          <span>{t('profile.timezone.isBrowser')}</span>
        )}
      </div>
    </div>
  );
}
