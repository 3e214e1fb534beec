import { themes, type Theme } from '@rbax/shared/theme';
import { Moon, Sun, Terminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { cn } from '@/lib/utils';

const icons = { light: Sun, dark: Moon, hacker: Terminal } as const;

/** Light, dark or hacker, as three choices (the shell's toggles do the same; PreferencesSync saves it). */
export function ThemeChoice({ labelId }: { labelId: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <RadioGroup
      aria-labelledby={labelId}
      value={theme}
      onValueChange={(value) => setTheme(value as Theme)}
      className="grid grid-cols-3 gap-2 sm:max-w-md"
    >
      {themes.map((option) => {
        const Icon = icons[option];
        const selected = theme === option;
        return (
          <RadioGroupItem
            key={option}
            value={option}
            className={cn(
              'flex flex-col items-center gap-1.5 rounded-lg border bg-background px-3 py-3 text-sm font-medium transition-colors hover:bg-accent',
              selected && 'border-primary bg-primary/10 text-foreground ring-1 ring-primary',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(`account.theme.${option}`)}
          </RadioGroupItem>
        );
      })}
    </RadioGroup>
  );
}
