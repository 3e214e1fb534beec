import { isLocale, localeLabels, locales } from '@rbax/shared/i18n';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Native select: keyboard and screen-reader friendly everywhere, and tiny. Accessible name: 'Idioma'. */
export function LanguageSelect({ className, showLabel = false }: { className?: string; showLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = isLocale(i18n.language) ? i18n.language : currentLocale();

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className={cn('flex items-center gap-1.5 text-sm', !showLabel && 'sr-only')}>
        {t('common.language')}
      </label>
      <div className="relative flex items-center">
        <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4 text-muted-foreground" />
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            if (isLocale(next)) void setLanguage(next);
          }}
          className="h-8 w-full appearance-none rounded-md border border-input bg-background py-1 pr-3 pl-8 text-sm text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeLabels[locale]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
