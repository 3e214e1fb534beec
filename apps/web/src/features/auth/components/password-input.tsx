import { Eye, EyeOff } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
  /** Set false for a second field that follows another field's toggle. */
  showToggle?: boolean;
};

/** Password input with a show/hide button named 'Mostrar senha' / 'Ocultar senha'. */
export function PasswordInput({ visible, onVisibleChange, showToggle = true, className, id, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const label = visible ? t('auth.password.hide') : t('auth.password.show');
  return (
    <div className={cn('relative', className)}>
      <Input id={id} type={visible ? 'text' : 'password'} className={cn(showToggle && 'pr-11')} {...props} />
      {showToggle ? (
        <button
          type="button"
          aria-label={label}
          title={label}
          aria-controls={id}
          onClick={() => onVisibleChange(!visible)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      ) : null}
    </div>
  );
}
