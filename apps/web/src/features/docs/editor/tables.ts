import { Extension, mergeAttributes, Node } from '@tiptap/core';
import { addColumnAfter, addRowAfter, goToNextCell, tableEditing } from '@tiptap/pm/tables';

/**
 * Tables (issue 26) on prosemirror-tables: `table` > `tableRow` > `tableHeader` | `tableCell`,
 * each cell holding blocks — the same tree the server reads and writes for Markdown tables.
 * Tab moves to the next cell (a new row at the end), Shift+Tab back.
 */

const roles: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

/** prosemirror-tables finds its nodes by the `tableRole` of their spec. */
export const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const role = roles[extension.name];
    return role ? { tableRole: role } : {};
  },
});

const cellAttributes = {
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null },
};

export const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

export const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes, { class: 'doc-table' }), ['tbody', 0]],
  addProseMirrorPlugins() {
    return [tableEditing()];
  },
  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => {
        if (goToNextCell(1)(editor.state, editor.view.dispatch)) return true;
        if (!editor.isActive('table')) return false;
        return addRowAfter(editor.state, editor.view.dispatch) && goToNextCell(1)(editor.state, editor.view.dispatch);
      },
      'Shift-Tab': ({ editor }) => goToNextCell(-1)(editor.state, editor.view.dispatch),
      'Mod-Alt-ArrowRight': ({ editor }) => addColumnAfter(editor.state, editor.view.dispatch),
    };
  },
});

/** A 3×3 table with a header row. */
export function emptyTable() {
  const cell = (type: 'tableHeader' | 'tableCell') => ({ type, content: [{ type: 'paragraph' }] });
  const row = (type: 'tableHeader' | 'tableCell') => ({
    type: 'tableRow',
    content: [cell(type), cell(type), cell(type)],
  });
  return { type: 'table', content: [row('tableHeader'), row('tableCell'), row('tableCell')] };
}
