import type { DocDetail, DocSummary } from '@rbax/shared/docs/docs';
import { DOC_TITLE_MAX } from '@rbax/shared/docs/docs';
import type { Editor } from '@tiptap/react';
import { Archive, CloudOff, Download, FolderInput, History, Lock, MoreHorizontal, Star } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { boardPath, docPath, paths } from '@/config/paths';
import { useMe } from '@/features/me/api/get-me';
import { ApiError } from '@/lib/api-client';
import { docExportUrl, useDoc, useUpdateDoc } from '../api/docs-api';
import { DocEditor } from '../editor/doc-editor';
import { DocProvider } from '../editor/doc-provider';
import { ancestorsOf, docTitle } from '../lib/tree';
import { CreateCardFromSelection } from './create-card-from-selection';
import { DocAccessDialog } from './doc-access-dialog';
import { DocVersionsSheet } from './doc-versions-sheet';

// Shade 700 of each hue: white 0.7rem caret labels on them keep a contrast of 4.5:1 or more (axe).
const colours = ['#1d4ed8', '#be185d', '#047857', '#b45309', '#6d28d9', '#b91c1c', '#0e7490', '#4338ca'];
/** A stable colour per person for their caret and avatar ring. */
export function personColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return colours[hash % colours.length]!;
}

/** An open document: title, where it is, who is here, actions, and the collaborative editor. */
export function DocView({
  docId,
  docs,
  onMove,
}: {
  docId: string;
  docs: DocSummary[];
  onMove: (doc: DocSummary) => void;
}) {
  const { t } = useTranslation();
  const query = useDoc(docId);
  const me = useMe().data;
  const doc = query.data;

  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (!doc) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="font-medium">{missing ? t('docs.notFound.title') : t('docs.loadFailed')}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.docs}>{t('docs.notFound.back')}</Link>
        </Button>
      </div>
    );
  }
  if (!me) return <Skeleton className="h-96 w-full" />;
  return <DocBody doc={doc} docs={docs} me={me} onMove={onMove} />;
}

function DocBody({
  doc,
  docs,
  me,
  onMove,
}: {
  doc: DocDetail;
  docs: DocSummary[];
  me: { id: string; name: string };
  onMove: (doc: DocSummary) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateDoc();
  const [provider, setProvider] = useState<DocProvider | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [accessOpen, setAccessOpen] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [title, setTitle] = useState(doc.title);

  useEffect(() => {
    const next = new DocProvider(doc.id, { name: me.name, color: personColour(me.id) });
    setProvider(next);
    return () => next.destroy();
  }, [doc.id, me.id, me.name]);
  useEffect(() => setTitle(doc.title), [doc.title]);

  const live = useSyncExternalStore(
    useCallback((listener: () => void) => provider?.subscribe(listener) ?? (() => undefined), [provider]),
    () =>
      provider
        ? `${provider.status}|${provider.level}|${provider.unsaved}|${provider.people.map((p) => p.id).join(',')}`
        : '',
  );
  const level = provider?.level ?? doc.level;
  const canEdit = level !== 'read';
  const ancestors = useMemo(() => ancestorsOf(docs, doc.id), [docs, doc.id]);

  const saveTitle = () => {
    const next = title.trim();
    if (next === doc.title) return;
    update.mutate({ id: doc.id, title: next }, { onError: () => toast.error(t('docs.toasts.updateFailed')) });
  };

  const archive = () =>
    update.mutate(
      { id: doc.id, archived: true },
      {
        onSuccess: () => {
          toast.success(t('docs.toasts.archived', { title: docTitle(doc, t('docs.untitled')) }), {
            action: { label: t('docs.undo'), onClick: () => update.mutate({ id: doc.id, archived: false }) },
          });
          void navigate(paths.docs);
        },
      },
    );

  if (live && provider?.status === 'denied')
    return (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="font-medium">{t('docs.accessLost')}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.docs}>{t('docs.notFound.back')}</Link>
        </Button>
      </div>
    );

  return (
    <article className="flex min-w-0 flex-col gap-3" aria-labelledby="doc-title">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <nav aria-label={t('docs.breadcrumbs')} className="flex min-w-0 flex-wrap items-center gap-1">
          <Link to={paths.docs} className="hover:underline">
            {doc.workspaceName}
          </Link>
          {ancestors.map((a) => (
            <span key={a.id} className="flex items-center gap-1">
              <span aria-hidden>/</span>
              <Link to={docPath(a.id)} className="hover:underline">
                {docTitle(a, t('docs.untitled'))}
              </Link>
            </span>
          ))}
        </nav>
        {doc.boardId ? (
          <Link to={boardPath(doc.boardId)} className="rounded bg-muted px-1.5 py-0.5 text-xs hover:underline">
            {t('docs.ofBoard', { board: doc.boardTitle ?? '' })}
          </Link>
        ) : null}
        {doc.restricted ? (
          <span className="flex items-center gap-1 text-xs">
            <Lock className="size-3" aria-hidden /> {t('docs.restricted')}
          </span>
        ) : null}
        <span className="ml-auto flex items-center gap-2">
          <Status provider={provider} />
          <People provider={provider} />
        </span>
      </div>
      <div className="flex items-start gap-2">
        <label htmlFor="doc-title" className="sr-only">
          {t('docs.fields.title')}
        </label>
        <input
          id="doc-title"
          value={title}
          readOnly={!canEdit}
          maxLength={DOC_TITLE_MAX}
          placeholder={t('docs.untitled')}
          onChange={(event) => setTitle(event.target.value)}
          onBlur={saveTitle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              saveTitle();
              editor?.commands.focus('start');
            }
          }}
          className="min-w-0 flex-1 bg-transparent text-2xl font-bold outline-none sm:text-3xl placeholder:text-muted-foreground/60"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={doc.favourite ? t('docs.actions.unfavourite') : t('docs.actions.favourite')}
          aria-pressed={doc.favourite}
          onClick={() => update.mutate({ id: doc.id, favourite: !doc.favourite })}
        >
          <Star className={doc.favourite ? 'size-4 fill-amber-400 text-amber-400' : 'size-4'} aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('docs.versions.open')} onClick={() => setVersionsOpen(true)}>
          <History className="size-4" aria-hidden />
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('docs.actions.more')}>
              <MoreHorizontal className="size-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <a href={docExportUrl(doc.id, 'md')} download>
                <Download className="size-4" aria-hidden /> {t('docs.export.md')}
              </a>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <a href={docExportUrl(doc.id, 'pdf')} download>
                <Download className="size-4" aria-hidden /> {t('docs.export.pdf')}
              </a>
            </DropdownMenuItem>
            {canEdit ? (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => onMove(doc)}>
                  <FolderInput className="size-4" aria-hidden /> {t('docs.actions.move')}
                </DropdownMenuItem>
                {level === 'manage' ? (
                  <DropdownMenuItem onSelect={() => setAccessOpen(true)}>
                    <Lock className="size-4" aria-hidden /> {t('docs.access.open')}
                  </DropdownMenuItem>
                ) : null}
                <DropdownMenuItem onSelect={archive}>
                  <Archive className="size-4" aria-hidden /> {t('docs.actions.archive')}
                </DropdownMenuItem>
              </>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="text-xs text-muted-foreground">
        {doc.updatedBy
          ? t('docs.updatedBy', { name: doc.updatedBy.name, date: new Date(doc.updatedAt).toLocaleString() })
          : null}
        {!canEdit ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5">{t('docs.readOnly')}</span> : null}
      </p>
      {canEdit && editor ? (
        <CreateCardFromSelection editor={editor} workspaceId={doc.workspaceId} defaultBoardId={doc.boardId} />
      ) : null}
      {provider ? (
        <DocEditor provider={provider} level={level} workspaceId={doc.workspaceId} onEditor={setEditor} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      <DocVersionsSheet doc={doc} open={versionsOpen} onOpenChange={setVersionsOpen} canEdit={canEdit} />
      {level === 'manage' ? <DocAccessDialog doc={doc} open={accessOpen} onOpenChange={setAccessOpen} /> : null}
    </article>
  );
}

function Status({ provider }: { provider: DocProvider | null }) {
  const { t } = useTranslation();
  if (!provider) return null;
  if (provider.status === 'offline')
    return (
      <span className="flex items-center gap-1 text-xs text-amber-600" role="status">
        <CloudOff className="size-3.5" aria-hidden /> {t('docs.status.offline')}
      </span>
    );
  return (
    <span className="text-xs" role="status" data-testid="doc-status">
      {provider.status === 'connecting'
        ? t('docs.status.connecting')
        : provider.unsaved > 0
          ? t('docs.status.saving')
          : t('docs.status.saved')}
    </span>
  );
}

function People({ provider }: { provider: DocProvider | null }) {
  const { t } = useTranslation();
  if (!provider || provider.people.length === 0) return null;
  return (
    <ul className="flex -space-x-2" aria-label={t('docs.people')} data-testid="doc-people">
      {provider.people.map((person) => (
        <li key={person.id} title={person.name}>
          <Avatar className="size-7 border-2" style={{ borderColor: personColour(person.id) }}>
            {person.image ? <AvatarImage src={person.image} alt="" /> : null}
            <AvatarFallback className="text-[10px]">{initials(person.name)}</AvatarFallback>
          </Avatar>
          <span className="sr-only">{person.name}</span>
        </li>
      ))}
    </ul>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
