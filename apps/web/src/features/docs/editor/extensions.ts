import { Extension, mergeAttributes, Node, type Editor, type Range } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import { ReactNodeViewRenderer, type ReactNodeViewProps } from '@tiptap/react';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion from '@tiptap/suggestion';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { ComponentType } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { renderSuggestion } from './suggestion-render';
import type { SuggestionItem } from './suggestion-list';

/**
 * The editor's own nodes (issue 26). Their names and attributes are the ones the server reads
 * (apps/server/src/modules/docs/doc-markdown.ts): `callout` (kind), `cardMention` (cardId,
 * label), `mention` (id, label), `boardEmbed` (boardId, columnId, labelId).
 */

export const calloutKinds = ['info', 'warning', 'success', 'danger'] as const;

export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      kind: {
        default: 'info',
        parseHTML: (element) => element.getAttribute('data-callout') ?? 'info',
        renderHTML: (attributes) => ({ 'data-callout': attributes.kind as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-callout]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { class: 'doc-callout', role: 'note' }), 0];
  },
});

type Texts = { label: string; empty: string };

/** '#' card picker → a live card chip (`cardMention`). */
export function cardMention(options: {
  view: ComponentType<ReactNodeViewProps>;
  search: (query: string) => Promise<SuggestionItem[]>;
  texts: Texts;
}) {
  return Mention.extend({
    name: 'cardMention',
    addAttributes() {
      return {
        cardId: {
          default: null,
          parseHTML: (el) => el.getAttribute('data-card-id'),
          renderHTML: (a) => ({ 'data-card-id': a.cardId as string }),
        },
        label: {
          default: '',
          parseHTML: (el) => el.getAttribute('data-label'),
          renderHTML: (a) => ({ 'data-label': a.label as string }),
        },
      };
    },
    parseHTML() {
      return [{ tag: 'span[data-card-id]' }];
    },
    renderHTML({ node, HTMLAttributes }) {
      return ['span', mergeAttributes(HTMLAttributes, { class: 'doc-card-chip' }), `#${node.attrs.label as string}`];
    },
    renderText({ node }) {
      return `#${node.attrs.label as string}`;
    },
    addNodeView() {
      return ReactNodeViewRenderer(options.view, { as: 'span', className: 'inline' });
    },
  }).configure({
    suggestion: {
      char: '#',
      pluginKey: new PluginKey('cardMention'),
      items: ({ query }) => options.search(query),
      render: renderSuggestion(options.texts),
      command: ({ editor, range, props }) => {
        const item = props as unknown as SuggestionItem;
        editor
          .chain()
          .focus()
          .insertContentAt(range, [
            { type: 'cardMention', attrs: { cardId: item.id, label: item.label } },
            { type: 'text', text: ' ' },
          ])
          .run();
      },
    },
  });
}

/** '@' people picker (`mention`): the server tells each person once, through their notification choices. */
export function personMention(options: { search: (query: string) => Promise<SuggestionItem[]>; texts: Texts }) {
  return Mention.configure({
    HTMLAttributes: { class: 'doc-mention' },
    renderText: ({ node }) => `@${(node.attrs.label as string) ?? ''}`,
    renderHTML: ({ node, options: o }) => [
      'span',
      mergeAttributes(o.HTMLAttributes),
      `@${(node.attrs.label as string) ?? ''}`,
    ],
    suggestion: {
      char: '@',
      pluginKey: new PluginKey('personMention'),
      items: ({ query }) => options.search(query),
      render: renderSuggestion(options.texts),
      command: ({ editor, range, props }) => {
        const item = props as unknown as SuggestionItem;
        editor
          .chain()
          .focus()
          .insertContentAt(range, [
            { type: 'mention', attrs: { id: item.id, label: item.label } },
            { type: 'text', text: ' ' },
          ])
          .run();
      },
    },
  });
}

export type SlashCommand = SuggestionItem & { run: (editor: Editor, range: Range) => void };

/** '/' at the start of a block or after a space: the block menu. */
export function slashMenu(options: { commands: () => SlashCommand[]; texts: Texts }) {
  return Extension.create({
    name: 'slashMenu',
    addProseMirrorPlugins() {
      return [
        Suggestion<SlashCommand>({
          editor: this.editor,
          char: '/',
          pluginKey: new PluginKey('slashMenu'),
          startOfLine: false,
          allowSpaces: false,
          items: ({ query }) => {
            const q = query.toLowerCase();
            return options.commands().filter((c) =>
              c.label
                .toLowerCase()
                .normalize('NFD')
                .replace(/[\u0300-\u036f]/g, '')
                .includes(q.normalize('NFD').replace(/[\u0300-\u036f]/g, '')),
            );
          },
          render: renderSuggestion(options.texts) as never,
          command: ({ editor, range, props }) => props.run(editor, range),
        }),
      ];
    },
  });
}

/** Coloured carets and selections of the others (awareness `user: { name, color }`). */
export function collaborationCursors(awareness: Awareness) {
  return Extension.create({
    name: 'collaborationCursors',
    addProseMirrorPlugins() {
      return [
        yCursorPlugin(awareness, {
          cursorBuilder: (user: { name?: string; color?: string }) => {
            const cursor = document.createElement('span');
            cursor.className = 'doc-cursor';
            cursor.style.borderColor = user.color ?? '#3b82f6';
            cursor.setAttribute('data-testid', 'doc-remote-cursor');
            const label = document.createElement('span');
            label.className = 'doc-cursor-label';
            label.style.backgroundColor = user.color ?? '#3b82f6';
            label.textContent = user.name ?? '';
            cursor.appendChild(label);
            return cursor;
          },
          selectionBuilder: (user: { color?: string }) => ({
            style: `background-color: ${user.color ?? '#3b82f6'}33`,
            class: 'doc-selection',
          }),
        }),
      ];
    },
  });
}
