import type { DocSummary } from '@rbax/shared/docs/docs';

/** The documents as a tree (issue 26): children sorted by position; orphans (parent hidden) at the top. */
export type DocNode = { doc: DocSummary; children: DocNode[]; depth: number };

export function buildTree(docs: readonly DocSummary[]): DocNode[] {
  const ids = new Set(docs.map((doc) => doc.id));
  const byParent = new Map<string | null, DocSummary[]>();
  for (const doc of docs) {
    const parent = doc.parentId && ids.has(doc.parentId) ? doc.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), doc]);
  }
  const build = (parent: string | null, depth: number, seen: Set<string>): DocNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : 1))
      .filter((doc) => !seen.has(doc.id))
      .map((doc) => {
        const next = new Set(seen).add(doc.id);
        return { doc, depth, children: build(doc.id, depth + 1, next) };
      });
  return build(null, 0, new Set());
}

/** Every node in display order, skipping the children of collapsed nodes. */
export function visibleNodes(tree: readonly DocNode[], expanded: ReadonlySet<string>): DocNode[] {
  const out: DocNode[] = [];
  const walk = (nodes: readonly DocNode[]) => {
    for (const node of nodes) {
      out.push(node);
      if (expanded.has(node.doc.id)) walk(node.children);
    }
  };
  walk(tree);
  return out;
}

/** The ids of a document and everything under it. */
export function subtreeIds(docs: readonly DocSummary[], docId: string): Set<string> {
  const out = new Set([docId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const doc of docs) {
      if (doc.parentId && out.has(doc.parentId) && !out.has(doc.id)) {
        out.add(doc.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Ancestors of a document, nearest last (breadcrumbs, expanding the tree to it). */
export function ancestorsOf(docs: readonly DocSummary[], docId: string): DocSummary[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const out: DocSummary[] = [];
  let current = byId.get(docId)?.parentId ?? null;
  while (current && out.length < docs.length) {
    const doc = byId.get(current);
    if (!doc) break;
    out.unshift(doc);
    current = doc.parentId;
  }
  return out;
}

/**
 * Where a drop puts the dragged document: `inside` a target (last child), or `before`/`after`
 * it among its siblings, as the PATCH body `{ parentId, afterId }`.
 */
export function dropTarget(
  docs: readonly DocSummary[],
  target: DocSummary,
  zone: 'before' | 'inside' | 'after',
): { parentId: string | null; afterId?: string | null } {
  if (zone === 'inside') return { parentId: target.id };
  const siblings = docs
    .filter((doc) => doc.parentId === target.parentId)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  if (zone === 'after') return { parentId: target.parentId, afterId: target.id };
  const index = siblings.findIndex((doc) => doc.id === target.id);
  return { parentId: target.parentId, afterId: index > 0 ? siblings[index - 1]!.id : null };
}

/** The display title: the document's, or 'Sem título'. */
export const docTitle = (doc: { title: string }, untitled: string) => doc.title.trim() || untitled;
