import { passwordScore, passwordStrength, type PasswordStrength } from '@rbax/shared/auth';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const filled: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };
const barColor: Record<PasswordStrength, string> = {
  weak: 'bg-red-500',
  medium: 'bg-amber-500',
  strong: 'bg-emerald-500',
};

/** Spec §5 strength bar with its label (Fraca, Média, Forte); hidden while the password is empty. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const strength = passwordStrength(password);
  const label = t(`auth.password.${strength}`);
  return (
    <div className="grid gap-1.5">
      <div
        role="meter"
        aria-label={t('auth.password.strengthLabel')}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={passwordScore(password)}
        aria-valuetext={label}
        className="grid grid-cols-3 gap-1"
      >
        {[1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={cn('h-1.5 rounded-full bg-muted', segment <= filled[strength] && barColor[strength])}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('auth.password.strengthLabel')}: <span className="font-semibold text-foreground">{label}</span>
      </p>
    </div>
  );
}
