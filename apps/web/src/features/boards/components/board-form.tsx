import {
  BOARD_DESCRIPTION_MAX,
  boardDescriptionSchema,
  boardIcons,
  boardTitleSchema,
  DEFAULT_BOARD_ICON,
  type BoardIcon as BoardIconName,
  type BoardSummary,
} from '@rbax/shared/boards';
import { isMessageKey } from '@rbax/shared/messages-pt-BR';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateBoard } from '@/features/boards/api/create-board';
import { boardsQueryKey } from '@/features/boards/api/get-boards';
import { setBoardLabels } from '@/features/boards/api/set-board-labels';
import { updateBoard } from '@/features/boards/api/update-board';
import type { BoardChoice } from '@/features/boards/components/board-chooser';
import { BoardLabelsEditor } from '@/features/boards/components/board-labels-editor';
import { CoverUpload } from '@/features/boards/components/cover-upload';
import { IconPicker } from '@/features/boards/components/icon-picker';
import { ApiError } from '@/lib/api-client';
import { usePlanLimitPrompt } from '@/features/billing/components/plan-limit-prompt';

type BoardFormProps = {
  /** Edit this board; otherwise create (with the chooser's choice). */
  board: BoardSummary | null;
  choice: BoardChoice | null;
  initialTitle: string;
  workspaceId: string | null;
  onChooseAnother: () => void;
  onCancel: () => void;
  onSaved: () => void;
};

function asIcon(name: string | undefined): BoardIconName {
  return (boardIcons as readonly string[]).includes(name ?? '') ? (name as BoardIconName) : DEFAULT_BOARD_ICON;
}

/** Board dialog, form step (spec §2): title, icon, description, cover, and in edit mode the labels. */
export function BoardForm({
  board,
  choice,
  initialTitle,
  workspaceId,
  onChooseAnother,
  onCancel,
  onSaved,
}: BoardFormProps) {
  const { t } = useTranslation();
  const planLimitPrompt = usePlanLimitPrompt();
  const id = useId();
  const queryClient = useQueryClient();
  const create = useCreateBoard();
  const [title, setTitle] = useState(board?.title ?? initialTitle);
  const [description, setDescription] = useState(board?.description ?? '');
  const [icon, setIcon] = useState<BoardIconName>(
    asIcon(board?.icon ?? (choice?.kind === 'duplicate' ? choice.board.icon : undefined)),
  );
  const [coverUrl, setCoverUrl] = useState<string | null>(board?.coverUrl ?? null);
  const [labelIds, setLabelIds] = useState<string[]>(() => board?.labels.map((label) => label.id) ?? []);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const message = (key: string | undefined) => (key && isMessageKey(key) ? t(key, { ns: 'shared' }) : key);
  const titleCheck = boardTitleSchema.safeParse(title);
  const titleError = touched && !titleCheck.success ? message(titleCheck.error.issues[0]?.message) : undefined;
  const descriptionCheck = boardDescriptionSchema.safeParse(description);
  const descriptionError = !descriptionCheck.success ? message(descriptionCheck.error.issues[0]?.message) : undefined;

  const toggleLabel = (labelId: string) =>
    setLabelIds((ids) => (ids.includes(labelId) ? ids.filter((item) => item !== labelId) : [...ids, labelId]));

  const removeCover = board
    ? async () => {
        try {
          await updateBoard({ id: board.id, coverUrl: null });
          void queryClient.invalidateQueries({ queryKey: boardsQueryKey });
          return true;
        } catch {
          return false;
        }
      }
    : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!titleCheck.success || !descriptionCheck.success || saving) return;
    setSaving(true);
    try {
      if (board) {
        await updateBoard({
          id: board.id,
          title: titleCheck.data,
          description: descriptionCheck.data || null,
          icon,
          coverUrl,
        });
        await setBoardLabels(board.id, labelIds);
        await queryClient.invalidateQueries({ queryKey: boardsQueryKey });
        toast.success(t('boards.toasts.updated'));
      } else {
        await create.mutateAsync({
          title: titleCheck.data,
          description: descriptionCheck.data,
          icon,
          ...(coverUrl ? { coverUrl } : {}),
          workspaceId,
          ...(choice?.kind === 'template' ? { template: choice.template.id } : {}),
          ...(choice?.kind === 'duplicate' ? { duplicateFromBoardId: choice.board.id } : {}),
        });
        toast.success(t('boards.toasts.created'));
      }
      onSaved();
    } catch (error) {
      const fallback = board ? t('boards.toasts.updateFailed') : t('boards.toasts.createFailed');
      // A plan limit (billing) comes with its upgrade prompt.
      if (!planLimitPrompt(error))
        toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : fallback);
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      {choice ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <span>
            <span className="font-medium">
              {choice.kind === 'template' ? t('boards.dialog.templateSelected') : t('boards.dialog.duplicating')}
            </span>
            {': '}
            {choice.kind === 'template' ? choice.template.name : choice.board.title}
          </span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onChooseAnother}>
            {t('boards.dialog.chooseAnother')}
          </Button>
        </div>
      ) : null}
      <FormField id={`${id}-title`} label={t('boards.dialog.title')} error={titleError}>
        <Input
          {...fieldControlProps(`${id}-title`, titleError)}
          value={title}
          aria-required="true"
          placeholder={t('boards.dialog.titlePlaceholder')}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={() => setTouched(true)}
          autoFocus
        />
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-icon`}>{t('boards.dialog.icon')}</Label>
        <IconPicker id={`${id}-icon`} value={icon} onChange={setIcon} />
      </div>
      <FormField
        id={`${id}-description`}
        label={t('boards.dialog.description')}
        error={descriptionError}
        labelAside={
          <span className="text-xs text-muted-foreground" aria-hidden="true">
            {t('boards.dialog.counter', { count: description.length, max: BOARD_DESCRIPTION_MAX })}
          </span>
        }
      >
        <Textarea
          {...fieldControlProps(`${id}-description`, descriptionError)}
          value={description}
          maxLength={BOARD_DESCRIPTION_MAX}
          placeholder={t('boards.dialog.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-cover`}>{t('boards.dialog.cover')}</Label>
        <CoverUpload id={`${id}-cover`} value={coverUrl} onChange={setCoverUrl} onRemove={removeCover} />
      </div>
      {board ? <BoardLabelsEditor boardId={board.id} selectedIds={labelIds} onToggle={toggleLabel} /> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {board ? t('boards.dialog.cancel') : t('boards.dialog.back')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner /> : null}
          {board
            ? saving
              ? t('boards.dialog.saving')
              : t('boards.dialog.save')
            : saving
              ? t('boards.dialog.creating')
              : t('boards.dialog.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
