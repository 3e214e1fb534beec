import { cardShortId } from '@rbax/shared/cards';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * The card's short id (`#1a2b3c4d`), what people write in a commit or pull request to link it
 * (GitHub, docs/decisions/036-github-inbound.md), with a button that copies it.
 */
export function CardShortId({ cardId }: { cardId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const shortId = `#${cardShortId(cardId)}`;

  const copy = () =>
    navigator.clipboard.writeText(shortId).then(
      () => {
        setCopied(true);
        toast.success(t('cards.shortId.copied', { id: shortId }));
      },
      () => toast.error(t('cards.shortId.copyFailed')),
    );

  return (
    <span className="inline-flex items-center gap-0.5">
      <code
        className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground"
        title={t('cards.shortId.hint')}
      >
        {shortId}
      </code>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={t('cards.shortId.copy', { id: shortId })}
        title={t('cards.shortId.copy', { id: shortId })}
        onClick={() => void copy()}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      </Button>
    </span>
  );
}
