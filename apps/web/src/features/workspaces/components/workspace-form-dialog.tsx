import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX, type Workspace } from '@rbax/shared/workspaces';
import { useId, useState, type FormEvent } from 'react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateWorkspace } from '@/features/workspaces/api/create-workspace';
import { useUpdateWorkspace } from '@/features/workspaces/api/update-workspace';
import { ApiError } from '@/lib/api-client';

type WorkspaceFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this workspace; without it the dialog creates one. */
  workspace?: Workspace | null;
  onCreated?: (workspace: Workspace) => void;
};

function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && !error.isUnexpected ? error.message : null;
}

/** 'Criar Novo Workspace' (spec §2) and its edit twin. The form remounts on each opening. */
export function WorkspaceFormDialog({ open, onOpenChange, workspace, onCreated }: WorkspaceFormDialogProps) {
  const { t } = useTranslation();
  const editing = Boolean(workspace);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{editing ? t('workspaces.form.editTitle') : t('workspaces.form.createTitle')}</DialogTitle>
          <DialogDescription>
            {editing ? t('workspaces.form.editDescription') : t('workspaces.form.createDescription')}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <WorkspaceForm workspace={workspace ?? null} onDone={() => onOpenChange(false)} onCreated={onCreated} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function WorkspaceForm({
  workspace,
  onDone,
  onCreated,
}: {
  workspace: Workspace | null;
  onDone: () => void;
  onCreated?: ((workspace: Workspace) => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(workspace?.name ?? '');
  const [description, setDescription] = useState(workspace?.description ?? '');
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const busy = create.isPending || update.isPending;
  const disabled = busy || name.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (workspace) {
      update.mutate(
        { id: workspace.id, name: name.trim(), description: description.trim() || null },
        {
          onSuccess: () => {
            toast.success(t('workspaces.toasts.updated'));
            onDone();
          },
          onError: () => toast.error(t('workspaces.toasts.updateFailed')),
        },
      );
      return;
    }
    create.mutate(
      { name, description },
      {
        onSuccess: (created) => {
          toast.success(t('workspaces.toasts.created'));
          onCreated?.(created);
          onDone();
        },
        onError: (error) => toast.error(serverMessage(error) ?? t('workspaces.toasts.createFailed')),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('workspaces.form.name')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          required
          aria-required="true"
          maxLength={WORKSPACE_NAME_MAX}
          placeholder={t('workspaces.form.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>{t('workspaces.form.description')}</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={WORKSPACE_DESCRIPTION_MAX}
          placeholder={t('workspaces.form.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={disabled}>
          {busy ? <Spinner /> : null}
          {workspace
            ? busy
              ? t('workspaces.form.saving')
              : t('workspaces.form.save')
            : busy
              ? t('workspaces.form.creating')
              : t('workspaces.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
