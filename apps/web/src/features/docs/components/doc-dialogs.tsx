import type { DocSummary } from '@rbax/shared/docs/docs';
import { DOC_TITLE_MAX } from '@rbax/shared/docs/docs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { docTitle, subtreeIds } from '../lib/tree';

/** 'Mover para…': the keyboard-and-touch way to nest or un-nest a page (the tree also takes drags). */
export function MoveDocDialog({
  doc,
  docs,
  onClose,
  onMove,
}: {
  doc: DocSummary | null;
  docs: DocSummary[];
  onClose: () => void;
  onMove: (doc: DocSummary, parentId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [parent, setParent] = useState<string>('');
  const blocked = doc ? subtreeIds(docs, doc.id) : new Set<string>();
  const options = docs.filter((d) => !blocked.has(d.id) && d.level !== 'read');
  return (
    <Dialog open={doc !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('docs.move.title')}</DialogTitle>
          <DialogDescription>
            {doc ? t('docs.move.description', { title: docTitle(doc, t('docs.untitled')) }) : null}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (doc) onMove(doc, parent || null);
          }}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="doc-move-parent">{t('docs.move.parent')}</Label>
            <select
              id="doc-move-parent"
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={parent}
              onChange={(event) => setParent(event.target.value)}
            >
              <option value="">{t('docs.move.topLevel')}</option>
              {options.map((d) => (
                <option key={d.id} value={d.id}>
                  {docTitle(d, t('docs.untitled'))}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">{t('docs.move.submit')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Renames a page from the tree. */
export function RenameDocDialog({
  doc,
  onClose,
  onRename,
}: {
  doc: DocSummary | null;
  onClose: () => void;
  onRename: (doc: DocSummary, title: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={doc !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('docs.rename.title')}</DialogTitle>
          <DialogDescription>{t('docs.rename.description')}</DialogDescription>
        </DialogHeader>
        {doc ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const value = new FormData(event.currentTarget).get('title');
              onRename(doc, String(value ?? '').trim());
            }}
            className="flex flex-col gap-4"
          >
            <div className="flex flex-col gap-2">
              <Label htmlFor="doc-rename-title">{t('docs.fields.title')}</Label>
              <Input id="doc-rename-title" name="title" defaultValue={doc.title} maxLength={DOC_TITLE_MAX} autoFocus />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('docs.save')}</Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
