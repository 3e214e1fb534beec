import type { DocSummary } from '@rbax/shared/docs/docs';
import { describe, expect, it } from 'vitest';
import { ancestorsOf, buildTree, dropTarget, subtreeIds, visibleNodes } from './tree';

const doc = (id: string, parentId: string | null, position: string): DocSummary => ({
  id,
  workspaceId: 'w',
  boardId: null,
  parentId,
  position,
  title: id,
  icon: null,
  restricted: false,
  archived: false,
  favourite: false,
  level: 'edit',
  createdBy: null,
  updatedBy: null,
  createdAt: '',
  updatedAt: '',
});

const docs = [
  doc('b', null, 'a1'),
  doc('a', null, 'a0'),
  doc('a2', 'a', 'a1'),
  doc('a1', 'a', 'a0'),
  doc('x', 'gone', 'a0'),
];

describe('document tree', () => {
  it('nests by parent, orders by position and lifts orphans to the top level', () => {
    const tree = buildTree(docs);
    expect(tree.map((n) => n.doc.id)).toEqual(['a', 'x', 'b']);
    expect(tree[0]!.children.map((n) => n.doc.id)).toEqual(['a1', 'a2']);
    expect(visibleNodes(tree, new Set()).map((n) => n.doc.id)).toEqual(['a', 'x', 'b']);
    expect(visibleNodes(tree, new Set(['a'])).map((n) => `${n.doc.id}:${n.depth}`)).toEqual([
      'a:0',
      'a1:1',
      'a2:1',
      'x:0',
      'b:0',
    ]);
  });

  it('finds subtrees, ancestors and where a drop goes', () => {
    expect([...subtreeIds(docs, 'a')].sort()).toEqual(['a', 'a1', 'a2']);
    expect(ancestorsOf(docs, 'a2').map((d) => d.id)).toEqual(['a']);
    expect(dropTarget(docs, docs[3]!, 'before')).toEqual({ parentId: 'a', afterId: null });
    expect(dropTarget(docs, docs[2]!, 'before')).toEqual({ parentId: 'a', afterId: 'a1' });
    expect(dropTarget(docs, docs[2]!, 'after')).toEqual({ parentId: 'a', afterId: 'a2' });
    expect(dropTarget(docs, docs[0]!, 'inside')).toEqual({ parentId: 'b' });
  });
});
