import type { DocSummary } from '@rbax/shared/docs/docs';
import { ChevronRight, FileText, MoreHorizontal, Plus, Star } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { docPath } from '@/config/paths';
import { cn } from '@/lib/utils';
import { docTitle, dropTarget, subtreeIds, visibleNodes, type DocNode } from '../lib/tree';

export type DocTreeActions = {
  onCreateChild: (parent: DocSummary) => void;
  onMove: (doc: DocSummary) => void;
  onRename: (doc: DocSummary) => void;
  onFavourite: (doc: DocSummary) => void;
  onArchive: (doc: DocSummary) => void;
  onDrop: (doc: DocSummary, to: { parentId: string | null; afterId?: string | null }) => void;
};

type Zone = 'before' | 'inside' | 'after';

/**
 * The pages of the workspace as a tree (issue 26): expand and collapse, drag a page before,
 * after or into another, and a menu per page (new sub-page, rename, 'Mover para…' — the way to
 * move without dragging —, favourite, archive). Arrow keys move between pages, Right/Left
 * expand and collapse.
 */
export function DocTree({
  docs,
  tree,
  activeId,
  expanded,
  onToggle,
  actions,
  label,
}: {
  docs: DocSummary[];
  tree: DocNode[];
  activeId: string | undefined;
  expanded: Set<string>;
  onToggle: (id: string, open?: boolean) => void;
  actions: DocTreeActions;
  label: string;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<{ id: string; zone: Zone } | null>(null);
  const nodes = visibleNodes(tree, expanded);
  const blocked = dragging ? subtreeIds(docs, dragging) : new Set<string>();

  const zoneOf = (event: DragEvent<HTMLElement>): Zone => {
    const rect = event.currentTarget.getBoundingClientRect();
    const y = (event.clientY - rect.top) / rect.height;
    return y < 0.28 ? 'before' : y > 0.72 ? 'after' : 'inside';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, node: DocNode, index: number) => {
    const focus = (i: number) =>
      document.querySelector<HTMLElement>(`[data-doc-tree-link="${nodes[i]?.doc.id ?? ''}"]`)?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'ArrowRight' && node.children.length > 0) onToggle(node.doc.id, true);
    else if (event.key === 'ArrowLeft') onToggle(node.doc.id, false);
    else return;
    event.preventDefault();
  };

  return (
    <ul aria-label={label} className="flex flex-col gap-0.5">
      {nodes.map((node, index) => {
        const { doc } = node;
        const title = docTitle(doc, t('docs.untitled'));
        const open = expanded.has(doc.id);
        const canEdit = doc.level !== 'read';
        const zone = over?.id === doc.id ? over.zone : null;
        return (
          <li
            key={doc.id}
            data-testid="doc-tree-item"
            data-doc-id={doc.id}
            draggable={canEdit}
            onDragStart={(event) => {
              event.dataTransfer.setData('text/plain', doc.id);
              event.dataTransfer.effectAllowed = 'move';
              setDragging(doc.id);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onDragOver={(event) => {
              if (!dragging || blocked.has(doc.id)) return;
              event.preventDefault();
              const next = zoneOf(event);
              if (over?.id !== doc.id || over.zone !== next) setOver({ id: doc.id, zone: next });
            }}
            onDragLeave={() => setOver((current) => (current?.id === doc.id ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              const moved = docs.find((d) => d.id === dragging);
              setDragging(null);
              setOver(null);
              if (!moved || blocked.has(doc.id)) return;
              actions.onDrop(moved, dropTarget(docs, doc, zoneOf(event)));
            }}
            className={cn(
              'group relative flex items-center gap-1 rounded-md pr-1 text-sm',
              doc.id === activeId ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
              zone === 'inside' && 'ring-2 ring-primary',
              zone === 'before' && 'before:absolute before:inset-x-0 before:-top-px before:h-0.5 before:bg-primary',
              zone === 'after' && 'after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:bg-primary',
              dragging === doc.id && 'opacity-50',
            )}
            style={{ paddingLeft: `${node.depth * 14 + 2}px` }}
          >
            <button
              type="button"
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-background',
                node.children.length === 0 && 'invisible',
              )}
              aria-label={open ? t('docs.tree.collapse', { title }) : t('docs.tree.expand', { title })}
              aria-expanded={open}
              onClick={() => onToggle(doc.id)}
            >
              <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} aria-hidden />
            </button>
            <Link
              to={docPath(doc.id)}
              data-doc-tree-link={doc.id}
              aria-current={doc.id === activeId ? 'page' : undefined}
              onKeyDown={(event) => onKeyDown(event, node, index)}
              className="flex min-w-0 flex-1 items-center gap-1.5 py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring rounded"
            >
              {doc.icon ? (
                <span aria-hidden className="w-4 shrink-0 text-center">
                  {doc.icon}
                </span>
              ) : (
                <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className="truncate">{title}</span>
              {doc.favourite ? (
                <Star className="size-3 shrink-0 fill-amber-400 text-amber-400" aria-label={t('docs.favourite')} />
              ) : null}
            </Link>
            {canEdit ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-6 opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
                aria-label={t('docs.tree.newChild', { title })}
                onClick={() => actions.onCreateChild(doc)}
              >
                <Plus className="size-3.5" aria-hidden />
              </Button>
            ) : null}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6 opacity-70 group-hover:opacity-100 focus-visible:opacity-100"
                  aria-label={t('docs.tree.actions', { title })}
                >
                  <MoreHorizontal className="size-3.5" aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => actions.onFavourite(doc)}>
                  {doc.favourite ? t('docs.actions.unfavourite') : t('docs.actions.favourite')}
                </DropdownMenuItem>
                {canEdit ? (
                  <>
                    <DropdownMenuItem onSelect={() => actions.onCreateChild(doc)}>
                      {t('docs.actions.newChild')}
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => actions.onRename(doc)}>
                      {t('docs.actions.rename')}
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => actions.onMove(doc)}>{t('docs.actions.move')}</DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem onSelect={() => actions.onArchive(doc)}>
                      {t('docs.actions.archive')}
                    </DropdownMenuItem>
                  </>
                ) : null}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
