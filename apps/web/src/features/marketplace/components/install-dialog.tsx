import type { TemplateDetail } from '@rbax/shared/marketplace/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { boardPath } from '@/config/paths';
import { useInstallTemplate } from '@/features/marketplace/api/marketplace-mutations';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { ApiError } from '@/lib/api-client';

/** 'Usar template': the workspace (only those where the person may create boards) and the board's title. */
export function InstallDialog({
  template,
  open,
  onOpenChange,
}: {
  template: TemplateDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const workspaces = (useWorkspaces().data ?? []).filter((w) => w.role !== 'viewer');
  const [workspaceId, setWorkspaceId] = useState<string>('');
  const [title, setTitle] = useState(template.name);
  const install = useInstallTemplate();
  const chosen = workspaceId || workspaces[0]?.id || '';

  const submit = () =>
    install.mutate(
      { id: template.id, workspaceId: chosen, title: title.trim() || template.name },
      {
        onSuccess: ({ boardId }) => {
          toast.success(t('marketplace.install.done'));
          onOpenChange(false);
          void navigate(boardPath(boardId));
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && !error.isUnexpected ? error.message : t('marketplace.install.failed'),
          ),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('marketplace.close')}>
        <DialogHeader>
          <DialogTitle>{t('marketplace.install.title')}</DialogTitle>
          <DialogDescription>{t('marketplace.install.description', { name: template.name })}</DialogDescription>
        </DialogHeader>
        {workspaces.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('marketplace.install.noWorkspace')}</p>
        ) : (
          <form
            id="install-template"
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <FormField id="install-workspace" label={t('marketplace.install.workspace')}>
              <Select value={chosen} onValueChange={setWorkspaceId}>
                <SelectTrigger id="install-workspace" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {workspaces.map((w) => (
                    <SelectItem key={w.id} value={w.id}>
                      {w.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id="install-title" label={t('marketplace.install.boardTitle')}>
              <Input id="install-title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
            </FormField>
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('marketplace.cancel')}
          </Button>
          <Button type="submit" form="install-template" disabled={!chosen || install.isPending}>
            {install.isPending ? t('marketplace.install.busy') : t('marketplace.install.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
