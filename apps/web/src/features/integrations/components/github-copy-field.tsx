import { Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type GithubCopyFieldProps = {
  label: string;
  value: string;
  /** The copy button's text, e.g. 'Copiar segredo'. */
  copyLabel: string;
  copiedToast: string;
  autoFocus?: boolean;
};

/** A read-only value to paste into GitHub, with its copy button. */
export function GithubCopyField({ label, value, copyLabel, copiedToast, autoFocus }: GithubCopyFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => {
        setCopied(true);
        toast.success(copiedToast);
      },
      () => toast.error(t('integrations.github.copyFailed')),
    );
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          className="shrink-0 sm:w-44"
          onClick={() => void copy()}
          autoFocus={autoFocus}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
