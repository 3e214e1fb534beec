import type { CreatedApiKey } from '@rbax/shared/integrations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiKeyReveal } from '@/features/integrations/components/api-key-reveal';
import { CreateApiKeyForm } from '@/features/integrations/components/create-api-key-form';

type CreateApiKeyDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Nova chave de API': the form, then the new key — shown this once. The key lives only in this
 * dialog's state and is forgotten when it closes; a click outside does not close it by accident
 * while the key is on screen.
 */
export function CreateApiKeyDialog({ open, onOpenChange }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const change = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        closeLabel={t('common.close')}
        onInteractOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          <ApiKeyReveal created={created} onDone={() => change(false)} />
        ) : open ? (
          <CreateApiKeyForm onCreated={setCreated} onCancel={() => change(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
