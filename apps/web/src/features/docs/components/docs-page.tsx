import type { DocSummary, DocTemplateId } from '@rbax/shared/docs/docs';
import { DOC_MARKDOWN_MAX } from '@rbax/shared/docs/docs';
import { Archive, ChevronDown, FileText, FileUp, PanelLeft, Plus, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { GuideLink } from '@/components/ui/guide-link';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { DOCS_GUIDE_SLUG, docPath, paths } from '@/config/paths';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';
import { ApiError } from '@/lib/api-client';
import { useCreateDoc, useDeleteDoc, useDocsList, useUpdateDoc } from '../api/docs-api';
import { ancestorsOf, buildTree, docTitle } from '../lib/tree';
import { MoveDocDialog, RenameDocDialog } from './doc-dialogs';
import { DocTree, type DocTreeActions } from './doc-tree';

// The document view and its editor (Tiptap, Yjs) load only when a document is opened.
const DocView = lazy(() => import('./doc-view').then((m) => ({ default: m.DocView })));

const templates: DocTemplateId[] = ['meeting', 'prd', 'retro', 'runbook'];

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isUnexpected ? (error.issues[0]?.message ?? error.message) : fallback;

/**
 * /docs and /docs/:id ('Documentos', issue 26): the workspace's pages as a tree beside the open
 * page. New pages start blank, from a template or from a Markdown file; archived pages are
 * listed apart, to restore or delete for good.
 */
export function DocsPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const current = useCurrentWorkspace();
  const workspaceId = current.workspace?.id ?? null;
  const [showArchived, setShowArchived] = useState(false);
  const list = useDocsList(workspaceId);
  const archived = useDocsList(showArchived ? workspaceId : null, true);
  const docs = useMemo(() => list.data ?? [], [list.data]);
  const tree = useMemo(() => buildTree(docs), [docs]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [moving, setMoving] = useState<DocSummary | null>(null);
  const [renaming, setRenaming] = useState<DocSummary | null>(null);
  const [deleting, setDeleting] = useState<DocSummary | null>(null);
  const [treeOpen, setTreeOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateDoc(workspaceId);
  const update = useUpdateDoc();
  const remove = useDeleteDoc();

  // Opening a page shows where it is: its ancestors expand.
  useEffect(() => {
    if (!id || docs.length === 0) return;
    const ancestors = ancestorsOf(docs, id);
    if (ancestors.some((a) => !expanded.has(a.id)))
      setExpanded((previous) => new Set([...previous, ...ancestors.map((a) => a.id)]));
  }, [id, docs, expanded]);

  const toggle = (docId: string, open?: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open ?? !next.has(docId)) next.add(docId);
      else next.delete(docId);
      return next;
    });

  const newDoc = (input: { parentId?: string; template?: DocTemplateId; markdown?: string; title?: string }) =>
    create.mutate(
      { ...input, locale: i18n.language as 'pt-BR' | 'en-US' | 'es-ES' },
      {
        onSuccess: (doc) => {
          if (input.parentId) toggle(input.parentId, true);
          setTreeOpen(false);
          void navigate(docPath(doc.id));
        },
        onError: (error) => toast.error(errorMessage(error, t('docs.toasts.createFailed'))),
      },
    );

  const patch = (doc: DocSummary, body: Parameters<typeof update.mutate>[0], success?: string, undo?: () => void) =>
    update.mutate(body, {
      onSuccess: () => {
        if (success) toast.success(success, undo ? { action: { label: t('docs.undo'), onClick: undo } } : undefined);
      },
      onError: (error) => toast.error(errorMessage(error, t('docs.toasts.updateFailed'))),
    });

  const actions: DocTreeActions = {
    onCreateChild: (parent) => newDoc({ parentId: parent.id }),
    onMove: setMoving,
    onRename: setRenaming,
    onFavourite: (doc) => patch(doc, { id: doc.id, favourite: !doc.favourite }),
    onArchive: (doc) =>
      patch(
        doc,
        { id: doc.id, archived: true },
        t('docs.toasts.archived', { title: docTitle(doc, t('docs.untitled')) }),
        () => patch(doc, { id: doc.id, archived: false }),
      ),
    onDrop: (doc, to) => {
      if (to.parentId) toggle(to.parentId, true);
      patch(doc, { id: doc.id, ...to });
    },
  };

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > DOC_MARKDOWN_MAX) {
      toast.error(t('docs.toasts.importTooLarge'));
      return;
    }
    const markdown = await file.text();
    newDoc({ markdown, title: file.name.replace(/\.(md|markdown|txt)$/i, '').slice(0, 200) });
  };

  const favourites = docs.filter((doc) => doc.favourite);

  const treePanel = (
    <nav aria-label={t('docs.tree.label')} className="flex flex-col gap-4">
      {favourites.length > 0 ? (
        <section className="flex flex-col gap-1">
          <h2 className="px-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t('docs.favourites')}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {favourites.map((doc) => (
              <li key={doc.id}>
                <Link
                  to={docPath(doc.id)}
                  className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
                  aria-current={doc.id === id ? 'page' : undefined}
                >
                  <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
                  <span className="truncate">{docTitle(doc, t('docs.untitled'))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="flex flex-col gap-1">
        <h2 className="px-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('docs.pages')}</h2>
        {list.isPending ? (
          <div className="flex flex-col gap-2 px-2" aria-busy="true">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : docs.length === 0 ? (
          <p className="px-2 text-sm text-muted-foreground">{t('docs.emptyTree')}</p>
        ) : (
          <DocTree
            docs={docs}
            tree={tree}
            activeId={id}
            expanded={expanded}
            onToggle={toggle}
            actions={actions}
            label={t('docs.tree.label')}
          />
        )}
      </section>
      <Button
        variant="ghost"
        size="sm"
        className="justify-start"
        onClick={() => setShowArchived((v) => !v)}
        aria-expanded={showArchived}
      >
        <Archive className="size-4" aria-hidden />
        {t('docs.archived.toggle')}
      </Button>
      {showArchived ? (
        <section className="flex flex-col gap-1" aria-label={t('docs.archived.title')}>
          {archived.isPending ? (
            <Skeleton className="mx-2 h-5 w-2/3" />
          ) : (archived.data ?? []).length === 0 ? (
            <p className="px-2 text-sm text-muted-foreground">{t('docs.archived.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {(archived.data ?? []).map((doc) => (
                <li key={doc.id} className="flex items-center gap-1 rounded-md px-2 py-1 text-sm">
                  <span className="min-w-0 flex-1 truncate">{docTitle(doc, t('docs.untitled'))}</span>
                  {doc.level !== 'read' ? (
                    <>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() =>
                          patch(
                            doc,
                            { id: doc.id, archived: false },
                            t('docs.toasts.restored', { title: docTitle(doc, t('docs.untitled')) }),
                          )
                        }
                      >
                        {t('docs.archived.restore')}
                      </Button>
                      <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(doc)}>
                        {t('docs.archived.delete')}
                      </Button>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </nav>
  );

  const canCreate = current.workspace !== null && current.workspace.role !== 'viewer';
  const newMenu = (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button disabled={!canCreate || create.isPending}>
          <Plus className="size-4" aria-hidden />
          {t('docs.new')}
          <ChevronDown className="size-4" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => newDoc({})}>
          <FileText className="size-4" aria-hidden />
          {t('docs.templates.blank')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {templates.map((template) => (
          <DropdownMenuItem key={template} onSelect={() => newDoc({ template })}>
            {t(`docs.templates.${template}`)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => fileInput.current?.click()}>
          <FileUp className="size-4" aria-hidden />
          {t('docs.import')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  let main;
  if (current.isPending) main = <Skeleton className="h-64 w-full" />;
  else if (!current.workspace)
    main = (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <p className="font-medium">{t('docs.noWorkspace.title')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('docs.noWorkspace.description')}</p>
        <Button asChild variant="outline" className="mt-4">
          <Link to={paths.workspaces}>{t('docs.noWorkspace.action')}</Link>
        </Button>
      </div>
    );
  else if (id)
    main = (
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <DocView key={id} docId={id} docs={docs} onMove={setMoving} />
      </Suspense>
    );
  else
    main = (
      <div className="rounded-xl border border-dashed p-10 text-center">
        <FileText className="mx-auto size-10 text-muted-foreground" aria-hidden />
        <p className="mt-3 font-medium">{docs.length === 0 ? t('docs.empty.title') : t('docs.pick.title')}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {docs.length === 0 ? t('docs.empty.description') : t('docs.pick.description')}
        </p>
        {docs.length === 0 && canCreate ? <div className="mt-4 flex justify-center">{newMenu}</div> : null}
      </div>
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-4">
      <title>{`${t('docs.title')} · RBAX Flow`}</title>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('docs.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {current.workspace ? t('docs.subtitle', { workspace: current.workspace.name }) : t('docs.subtitleNone')}{' '}
            <GuideLink slug={DOCS_GUIDE_SLUG}>{t('docs.guide')}</GuideLink>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" className="md:hidden" onClick={() => setTreeOpen(true)}>
            <PanelLeft className="size-4" aria-hidden />
            {t('docs.pages')}
          </Button>
          {current.workspace ? newMenu : null}
        </div>
      </header>
      <input
        ref={fileInput}
        type="file"
        accept=".md,.markdown,.txt,text/markdown,text/plain"
        className="hidden"
        aria-label={t('docs.import')}
        data-testid="doc-import-input"
        onChange={(event) => {
          void onImport(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <div
        className={
          current.workspace ? 'grid min-w-0 grid-cols-1 gap-6 md:grid-cols-[260px_minmax(0,1fr)]' : 'grid grid-cols-1'
        }
      >
        {current.workspace ? <aside className="hidden md:block">{treePanel}</aside> : null}
        <div className="min-w-0">{main}</div>
      </div>
      <Sheet open={treeOpen} onOpenChange={setTreeOpen}>
        <SheetContent side="left" closeLabel={t('common.close')} className="overflow-y-auto p-4">
          <SheetHeader>
            <SheetTitle>{t('docs.pages')}</SheetTitle>
          </SheetHeader>
          {current.workspace ? treePanel : null}
        </SheetContent>
      </Sheet>
      <MoveDocDialog
        key={moving?.id ?? 'none'}
        doc={moving}
        docs={docs}
        onClose={() => setMoving(null)}
        onMove={(doc, parentId) => {
          setMoving(null);
          if (parentId) toggle(parentId, true);
          patch(doc, { id: doc.id, parentId }, t('docs.toasts.moved', { title: docTitle(doc, t('docs.untitled')) }));
        }}
      />
      <RenameDocDialog
        key={renaming?.id ?? 'none-rename'}
        doc={renaming}
        onClose={() => setRenaming(null)}
        onRename={(doc, title) => {
          setRenaming(null);
          patch(doc, { id: doc.id, title });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={t('docs.delete.title')}
        description={t('docs.delete.description', { title: deleting ? docTitle(deleting, t('docs.untitled')) : '' })}
        confirmLabel={t('docs.delete.confirm')}
        onConfirm={() => {
          const doc = deleting;
          setDeleting(null);
          if (!doc) return;
          remove.mutate(doc.id, {
            onSuccess: () => {
              toast.success(t('docs.toasts.deleted', { title: docTitle(doc, t('docs.untitled')) }));
              if (doc.id === id) void navigate(paths.docs);
            },
            onError: (error) => toast.error(errorMessage(error, t('docs.toasts.updateFailed'))),
          });
        }}
      />
    </div>
  );
}
