import { Moon, Sun, Terminal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useTheme } from '@/features/theme/hooks/use-theme';
import { cn } from '@/lib/utils';

/** Light/dark toggle plus the hacker-mode toggle; hacker mode hides the light/dark toggle (spec §4). */
export function ThemeControls({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const hacker = theme === 'hacker';

  return (
    <div className={cn('flex items-center gap-1', className)}>
      {hacker ? null : (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
          title={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={t('theme.hacker')}
        title={t('theme.hacker')}
        aria-pressed={hacker}
        className={cn(hacker && 'bg-accent text-accent-foreground')}
        onClick={() => setTheme(hacker ? 'dark' : 'hacker')}
      >
        <Terminal aria-hidden="true" />
      </Button>
    </div>
  );
}
