import type { DocDetail } from '@rbax/shared/docs/docs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useWorkspaceMembers } from '@/features/workspaces/api/get-workspace-members';
import { useUpdateDoc } from '../api/docs-api';

/** Who may open the document: everyone with access to its workspace (or board), or chosen people. */
export function DocAccessDialog({
  doc,
  open,
  onOpenChange,
}: {
  doc: DocDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const members = useWorkspaceMembers(doc.workspaceId).data?.members ?? [];
  const [restricted, setRestricted] = useState(doc.restricted);
  const [chosen, setChosen] = useState<Set<string>>(new Set(doc.members.map((m) => m.id)));
  const update = useUpdateDoc();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('docs.access.title')}</DialogTitle>
          <DialogDescription>{t('docs.access.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('docs.access.title')}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="doc-access" checked={!restricted} onChange={() => setRestricted(false)} />
            {t('docs.access.everyone')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="doc-access" checked={restricted} onChange={() => setRestricted(true)} />
            {t('docs.access.chosen')}
          </label>
        </fieldset>
        {restricted ? (
          <ul
            className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-md border p-2"
            aria-label={t('docs.access.people')}
          >
            {members.map((m) => (
              <li key={m.userId}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={chosen.has(m.userId)}
                    onChange={(event) =>
                      setChosen((previous) => {
                        const next = new Set(previous);
                        if (event.target.checked) next.add(m.userId);
                        else next.delete(m.userId);
                        return next;
                      })
                    }
                  />
                  <span>{m.name}</span>
                  <span className="text-xs text-muted-foreground">{m.email}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('docs.access.note')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: doc.id, restricted, memberIds: [...chosen] },
                {
                  onSuccess: () => {
                    toast.success(t('docs.access.saved'));
                    onOpenChange(false);
                  },
                  onError: () => toast.error(t('docs.toasts.updateFailed')),
                },
              )
            }
          >
            {t('docs.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
