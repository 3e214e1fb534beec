import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** The backup codes, shown once: copy them or download a text file. */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const { t } = useTranslation();
  const text = `${t('account.twoFactor.codesFileTitle', { email })}\n\n${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(t('account.twoFactor.codesCopied')),
      () => toast.error(t('account.twoFactor.copyFailed')),
    );

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rbax-flow-codigos-de-backup.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="grid gap-3">
      <p className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
        {t('account.twoFactor.codesOnce')}
      </p>
      <ul
        aria-label={t('account.twoFactor.codesLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {t('account.twoFactor.copyCodes')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t('account.twoFactor.downloadCodes')}
        </Button>
      </div>
    </div>
  );
}
