import type { Token, Tokens } from 'marked';
import type * as Y from 'yjs';
import { marked, yjs } from './doc-libs.ts';

/**
 * A document's content is the Yjs XML fragment `default` that the editor (Tiptap's
 * Collaboration extension, y-prosemirror) keeps: one `Y.XmlElement` per ProseMirror node, named
 * after the node type, with the node's attributes; text runs are `Y.XmlText` whose formatting
 * attributes are the marks. This file reads and writes that tree without ProseMirror, so the
 * server can export, import, index and fill templates (docs/decisions/051). Yjs and marked
 * load on first use: callers await `loadDocLibs()` (doc-libs.ts) before these functions run.
 */

export const FRAGMENT = 'default';

type Marks = Record<string, Record<string, unknown> | null | undefined>;

/* ---------------- Yjs → Markdown ---------------- */

function attr<T = unknown>(el: Y.XmlElement, name: string): T | undefined {
  return el.getAttribute(name) as T | undefined;
}

function inlineMarkdown(nodes: (Y.XmlElement | Y.XmlText | Y.XmlHook)[]): string {
  let out = '';
  for (const node of nodes) {
    if (node instanceof yjs.XmlText) {
      for (const op of node.toDelta() as { insert: unknown; attributes?: Marks }[]) {
        if (typeof op.insert !== 'string') continue;
        out += markText(op.insert, op.attributes ?? {});
      }
    } else if (node instanceof yjs.XmlElement) {
      out += inlineNode(node);
    }
  }
  return out;
}

function markName(key: string): string {
  // y-prosemirror names repeated marks `<name>--<hash>`.
  return key.split('--')[0]!;
}

function markText(text: string, marks: Marks): string {
  const names = new Map(Object.entries(marks).map(([key, value]) => [markName(key), value]));
  if (names.has('code')) {
    const body = text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
    const link = names.get('link') as { href?: string } | undefined;
    return link?.href ? `[${body}](${link.href})` : body;
  }
  let out = escapeInline(text);
  if (names.has('bold')) out = `**${out}**`;
  if (names.has('italic')) out = `*${out}*`;
  if (names.has('strike')) out = `~~${out}~~`;
  const link = names.get('link') as { href?: string } | undefined;
  if (link?.href) out = `[${out}](${link.href})`;
  return out;
}

function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>~])/g, '\\$1');
}

function inlineNode(el: Y.XmlElement): string {
  switch (el.nodeName) {
    case 'hardBreak':
      return '  \n';
    case 'image':
      return `![${attr<string>(el, 'alt') ?? ''}](${attr<string>(el, 'src') ?? ''})`;
    case 'cardMention':
      return `[#${attr<string>(el, 'label') ?? attr<string>(el, 'cardId') ?? ''}](rbax:card/${attr<string>(el, 'cardId') ?? ''})`;
    case 'mention':
      return `[@${attr<string>(el, 'label') ?? ''}](rbax:user/${attr<string>(el, 'id') ?? ''})`;
    default:
      return inlineMarkdown(el.toArray());
  }
}

function indentLines(text: string, prefix: string, first = prefix): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? first + line : line ? prefix + line : line))
    .join('\n');
}

function blockMarkdown(el: Y.XmlElement | Y.XmlText | Y.XmlHook): string {
  if (!(el instanceof yjs.XmlElement)) return el instanceof yjs.XmlText ? inlineMarkdown([el]) : '';
  const children = el.toArray();
  switch (el.nodeName) {
    case 'paragraph':
      return inlineMarkdown(children);
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(attr(el, 'level') ?? 1)));
      return `${'#'.repeat(level)} ${inlineMarkdown(children)}`;
    }
    case 'blockquote':
      return indentLines(blocksMarkdown(children), '> ').replace(/^> $/gm, '>');
    case 'callout': {
      const kind = String(attr(el, 'kind') ?? 'info').toUpperCase();
      return indentLines(`[!${kind}]\n${blocksMarkdown(children)}`, '> ').replace(/^> $/gm, '>');
    }
    case 'codeBlock': {
      const language = attr<string>(el, 'language') ?? '';
      const code = children.map((c) => (c instanceof yjs.XmlText ? c.toString() : '')).join('');
      const fence = code.includes('```') ? '~~~' : '```';
      return `${fence}${language ?? ''}\n${code}\n${fence}`;
    }
    case 'horizontalRule':
      return '---';
    case 'bulletList':
      return children.map((item) => listItem(item, '- ')).join('\n');
    case 'orderedList': {
      const start = Number(attr(el, 'start') ?? 1);
      return children.map((item, i) => listItem(item, `${start + i}. `)).join('\n');
    }
    case 'taskList':
      return children
        .map((item) => {
          const checked = item instanceof yjs.XmlElement && isTrue(attr(item, 'checked'));
          return listItem(item, checked ? '- [x] ' : '- [ ] ', 2);
        })
        .join('\n');
    case 'image':
      return inlineNode(el);
    case 'boardEmbed':
      return `[Board](rbax:board/${attr<string>(el, 'boardId') ?? ''}${embedQuery(el)})`;
    case 'table':
      return tableMarkdown(el);
    default:
      return blocksMarkdown(children);
  }
}

function embedQuery(el: Y.XmlElement): string {
  const params = new URLSearchParams();
  const columnId = attr<string>(el, 'columnId');
  const labelId = attr<string>(el, 'labelId');
  if (columnId) params.set('column', columnId);
  if (labelId) params.set('label', labelId);
  const query = params.toString();
  return query ? `?${query}` : '';
}

function tableMarkdown(el: Y.XmlElement): string {
  const rows = el.toArray().filter((row): row is Y.XmlElement => row instanceof yjs.XmlElement);
  const cells = rows.map((row) =>
    row
      .toArray()
      .map((cell) =>
        cell instanceof yjs.XmlElement ? blocksMarkdown(cell.toArray()).replace(/\n+/g, ' ').replace(/\|/g, '\\|') : '',
      ),
  );
  if (cells.length === 0) return '';
  const width = Math.max(...cells.map((row) => row.length));
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, i) => row[i] ?? '').join(' | ')} |`;
  return [
    line(cells[0]!),
    `| ${Array.from({ length: width }, () => '---').join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

const isTrue = (value: unknown) => value === true || value === 'true';

function listItem(item: Y.XmlElement | Y.XmlText | Y.XmlHook, marker: string, pad = marker.length): string {
  // Items stay tight: their blocks are joined by single line breaks.
  const body = item instanceof yjs.XmlElement ? item.toArray().map(blockMarkdown).join('\n') : '';
  return indentLines(body, ' '.repeat(Math.max(pad, marker.length)), marker);
}

function blocksMarkdown(nodes: (Y.XmlElement | Y.XmlText | Y.XmlHook)[]): string {
  return nodes.map(blockMarkdown).join('\n\n');
}

/** The document's content as Markdown (GFM with a few `rbax:` links for chips and embeds). */
export function docToMarkdown(doc: Y.Doc): string {
  const text = blocksMarkdown(doc.getXmlFragment(FRAGMENT).toArray()).replace(/\n{3,}/g, '\n\n');
  return text.trim() ? `${text.trimEnd()}\n` : '';
}

/** The plain text of the document (search), one block per line. */
export function docToText(doc: Y.Doc): string {
  const lines: string[] = [];
  const walk = (node: Y.XmlElement | Y.XmlText | Y.XmlHook, into: string[]) => {
    if (node instanceof yjs.XmlText) into.push(node.toString().replace(/<[^>]*>/g, ''));
    else if (node instanceof yjs.XmlElement) {
      if (node.nodeName === 'cardMention' || node.nodeName === 'mention') {
        into.push(String(node.getAttribute('label') ?? ''));
        return;
      }
      const inline = ['paragraph', 'heading', 'codeBlock'].includes(node.nodeName);
      if (inline) {
        const parts: string[] = [];
        for (const child of node.toArray()) walk(child, parts);
        lines.push(parts.join(''));
      } else for (const child of node.toArray()) walk(child, into);
    }
  };
  for (const node of doc.getXmlFragment(FRAGMENT).toArray()) walk(node, lines);
  return lines.filter((line) => line.trim()).join('\n');
}

/** Plain text of a text run (Y.XmlText.toString() wraps formatted runs in tags). */
export function xmlTextPlain(text: Y.XmlText): string {
  return (text.toDelta() as { insert: unknown }[])
    .map((op) => (typeof op.insert === 'string' ? op.insert : ''))
    .join('');
}

/* ---------------- Markdown → Yjs ---------------- */

type Run = { text: string; marks: Marks } | { element: Y.XmlElement };

function inlineRuns(tokens: Token[] | undefined, marks: Marks = {}): Run[] {
  const runs: Run[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape': {
        const t = token as Tokens.Text;
        if (t.tokens && t.tokens.length > 0 && token.type === 'text') runs.push(...inlineRuns(t.tokens, marks));
        else runs.push({ text: decodeEntities(t.text), marks });
        break;
      }
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, { ...marks, bold: {} }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, { ...marks, italic: {} }));
        break;
      case 'del':
        runs.push(...inlineRuns((token as Tokens.Del).tokens, { ...marks, strike: {} }));
        break;
      case 'codespan':
        runs.push({ text: decodeEntities((token as Tokens.Codespan).text), marks: { ...marks, code: {} } });
        break;
      case 'br':
        runs.push({ element: new yjs.XmlElement('hardBreak') });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const special = /^rbax:(card|user)\/([\w-]+)$/.exec(link.href);
        if (special) {
          const label = link.text.replace(/^[#@]/, '');
          const el = new yjs.XmlElement(special[1] === 'card' ? 'cardMention' : 'mention');
          if (special[1] === 'card') el.setAttribute('cardId', special[2]!);
          else el.setAttribute('id', special[2]!);
          el.setAttribute('label', label);
          runs.push({ element: el });
        } else runs.push(...inlineRuns(link.tokens, { ...marks, link: { href: link.href, target: '_blank' } }));
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        const el = new yjs.XmlElement('image');
        el.setAttribute('src', image.href);
        el.setAttribute('alt', image.text);
        runs.push({ element: el });
        break;
      }
      case 'html':
        runs.push({ text: (token as Tokens.HTML).text, marks });
        break;
      default:
        if ('text' in token && typeof token.text === 'string') runs.push({ text: token.text, marks });
    }
  }
  return runs;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A block element holding inline runs (text grouped into XmlText, inline nodes as elements). */
function withInline(name: string, runs: Run[], attrs: Record<string, unknown> = {}): Y.XmlElement {
  const el = new yjs.XmlElement(name);
  for (const [key, value] of Object.entries(attrs)) setAttr(el, key, value);
  const children: (Y.XmlText | Y.XmlElement)[] = [];
  let pending: { text: string; marks: Marks }[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    children.push(
      textOf(
        pending.map((run) => ({
          insert: run.text,
          ...(Object.keys(run.marks).length > 0 ? { attributes: run.marks } : {}),
        })),
      ),
    );
    pending = [];
  };
  for (const run of runs) {
    if ('element' in run) {
      flush();
      children.push(run.element);
    } else if (run.text) pending.push(run);
  }
  flush();
  el.insert(0, children);
  return el;
}

/** A text run; Yjs keeps the delta until the run joins a document. */
function textOf(ops: { insert: string; attributes?: Marks }[]): Y.XmlText {
  const text = new yjs.XmlText();
  if (ops.length > 0) text.applyDelta(ops);
  return text;
}

/** y-prosemirror keeps attribute values as they are (numbers, booleans, null). */
function setAttr(el: Y.XmlElement, key: string, value: unknown): void {
  (el as unknown as { setAttribute(key: string, value: unknown): void }).setAttribute(key, value);
}

function paragraphsFromText(text: string): Y.XmlElement {
  return withInline('paragraph', text ? [{ text, marks: {} }] : []);
}

function listElement(list: Tokens.List): Y.XmlElement {
  const isTask = list.items.some((item) => item.task);
  const el = new yjs.XmlElement(isTask ? 'taskList' : list.ordered ? 'orderedList' : 'bulletList');
  if (list.ordered && !isTask && typeof list.start === 'number' && list.start !== 1) setAttr(el, 'start', list.start);
  const items = list.items.map((item) => {
    const li = new yjs.XmlElement(isTask ? 'taskItem' : 'listItem');
    if (isTask) setAttr(li, 'checked', Boolean(item.checked));
    const tokens = item.tokens.filter((t) => t.type !== 'checkbox');
    const blocks = blockElements(tokens, true);
    li.insert(0, blocks.length > 0 ? blocks : [paragraphsFromText('')]);
    return li;
  });
  el.insert(0, items);
  return el;
}

function blockElements(tokens: Token[], inList = false): Y.XmlElement[] {
  const out: Y.XmlElement[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        out.push(withInline('heading', inlineRuns(heading.tokens), { level: heading.depth }));
        break;
      }
      case 'paragraph': {
        const paragraph = token as Tokens.Paragraph;
        const embed = /^\[([^\]]*)\]\(rbax:board\/([\w-]+)(?:\?([^)]*))?\)$/.exec(paragraph.text.trim());
        if (embed) {
          const el = new yjs.XmlElement('boardEmbed');
          el.setAttribute('boardId', embed[2]!);
          const params = new URLSearchParams(embed[3] ?? '');
          setAttr(el, 'columnId', params.get('column'));
          setAttr(el, 'labelId', params.get('label'));
          out.push(el);
        } else out.push(withInline('paragraph', inlineRuns(paragraph.tokens)));
        break;
      }
      case 'text': {
        // Text directly in a (tight) list item.
        const text = token as Tokens.Text;
        out.push(withInline('paragraph', text.tokens ? inlineRuns(text.tokens) : [{ text: text.text, marks: {} }]));
        break;
      }
      case 'code': {
        const code = token as Tokens.Code;
        const el = new yjs.XmlElement('codeBlock');
        setAttr(el, 'language', code.lang || null);
        el.insert(0, [textOf(code.text ? [{ insert: code.text }] : [])]);
        out.push(el);
        break;
      }
      case 'blockquote': {
        const quote = token as Tokens.Blockquote;
        const callout = /^\[!(INFO|WARNING|SUCCESS|DANGER|NOTE|TIP)\]\s*\n?/i.exec(quote.text);
        if (callout) {
          const inner = new marked.Lexer({ gfm: true }).lex(quote.text.slice(callout[0].length));
          const el = new yjs.XmlElement('callout');
          el.setAttribute('kind', calloutKind(callout[1]!));
          const blocks = blockElements(inner);
          el.insert(0, blocks.length > 0 ? blocks : [paragraphsFromText('')]);
          out.push(el);
        } else {
          const el = new yjs.XmlElement('blockquote');
          const blocks = blockElements(quote.tokens);
          el.insert(0, blocks.length > 0 ? blocks : [paragraphsFromText('')]);
          out.push(el);
        }
        break;
      }
      case 'list':
        out.push(listElement(token as Tokens.List));
        break;
      case 'hr':
        out.push(new yjs.XmlElement('horizontalRule'));
        break;
      case 'table': {
        const table = token as Tokens.Table;
        const el = new yjs.XmlElement('table');
        const row = (cells: Tokens.TableCell[], header: boolean) => {
          const tr = new yjs.XmlElement('tableRow');
          tr.insert(
            0,
            cells.map((cell) => {
              const td = new yjs.XmlElement(header ? 'tableHeader' : 'tableCell');
              td.insert(0, [withInline('paragraph', inlineRuns(cell.tokens))]);
              return td;
            }),
          );
          return tr;
        };
        el.insert(0, [row(table.header, true), ...table.rows.map((cells) => row(cells, false))]);
        out.push(el);
        break;
      }
      case 'html': {
        const html = token as Tokens.HTML;
        if (html.text.trim()) out.push(paragraphsFromText(html.text.trim()));
        break;
      }
      case 'space':
        break;
      default:
        if (!inList && 'text' in token && typeof token.text === 'string') out.push(paragraphsFromText(token.text));
    }
  }
  return out;
}

function calloutKind(value: string): string {
  const lower = value.toLowerCase();
  if (lower === 'note' || lower === 'tip') return 'info';
  return lower;
}

/** Replaces the document's content with `markdown`, in one Yjs transaction. */
export function replaceWithMarkdown(doc: Y.Doc, markdown: string): void {
  const tokens = new marked.Lexer({ gfm: true }).lex(markdown.replace(/\r\n?/g, '\n'));
  doc.transact(() => {
    const fragment = doc.getXmlFragment(FRAGMENT);
    if (fragment.length > 0) fragment.delete(0, fragment.length);
    const blocks = blockElements(tokens);
    fragment.insert(0, blocks.length > 0 ? blocks : [paragraphsFromText('')]);
  });
}

/** A new Yjs document holding `markdown`. */
export function markdownToDoc(markdown: string): Y.Doc {
  const doc = new yjs.Doc();
  replaceWithMarkdown(doc, markdown);
  return doc;
}

/** Card ids (`cardMention`) and people (`mention`) the document names. */
export function docMentions(doc: Y.Doc): { cardIds: string[]; userIds: string[] } {
  const cardIds = new Set<string>();
  const userIds = new Set<string>();
  const walk = (node: Y.XmlElement | Y.XmlText | Y.XmlHook) => {
    if (!(node instanceof yjs.XmlElement)) return;
    if (node.nodeName === 'cardMention') {
      const id = node.getAttribute('cardId');
      if (typeof id === 'string' && id) cardIds.add(id);
    } else if (node.nodeName === 'mention') {
      const id = node.getAttribute('id');
      if (typeof id === 'string' && id) userIds.add(id);
    }
    for (const child of node.toArray()) walk(child);
  };
  for (const node of doc.getXmlFragment(FRAGMENT).toArray()) walk(node);
  return { cardIds: [...cardIds], userIds: [...userIds] };
}
