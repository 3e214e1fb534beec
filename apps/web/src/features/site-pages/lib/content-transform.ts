/**
 * Build-time Markdown transform for the public site's content (apps/web/content). Runs inside
 * the Vite plugin (apps/web/vite/content-plugin.ts), never in the browser: it must not use
 * the `@/` alias or anything browser-only. The output HTML is trusted (our own repository).
 */
import { Marked, type Tokens } from 'marked';
import { slugify } from './slugify.ts';

export { slugify };

export type Frontmatter = Record<string, string>;

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

export type SearchSection = {
  /** Heading id of the `##` section; '' for the text before the first one. */
  id: string;
  title: string;
  text: string;
};

export type RenderedMarkdown = {
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
  sections: SearchSection[];
};

/** Splits `---`-delimited `key: value` lines from the body. A file without frontmatter has none. */
export function parseFrontmatter(source: string): { data: Frontmatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Frontmatter = {};
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator <= 0 || line.trimStart().startsWith('#')) continue;
    const key = line.slice(0, separator).trim();
    let value = line.slice(separator + 1).trim();
    if (value.length >= 2 && /^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    data[key] = value;
  }
  return { data, body: text.slice(match[0].length) };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text content of an HTML fragment (tags dropped, common entities decoded, whitespace collapsed). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?(?:a|abbr|b|code|del|em|i|kbd|mark|s|span|strong|sub|sup)(?:\s[^>]*)?>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * Markdown → HTML with ids on `##`/`###` headings (unique within the document), a table of
 * contents, the reading time, and the plain text of each `##` section (the guide's search index).
 * Tables are wrapped in a focusable scroll container so they scroll on narrow screens.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'secao';
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  };

  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        // The page's own title is the only h1: a `#` in the body becomes a section heading.
        const depth = Math.max(2, token.depth);
        if (depth > 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = htmlToText(inner);
        const id = uniqueId(text);
        toc.push({ id, text, depth: depth as 2 | 3 });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  // The table wrapper is added on the final HTML (simpler than re-implementing the table renderer).
  const raw = marked.parse(markdown, { async: false });
  const html = raw
    .replace(/<table>/g, '<div class="prose-table" tabindex="0"><table>')
    .replace(/<\/table>/g, '</table></div>');

  return { html, toc, readingMinutes: readingMinutes(htmlToText(html)), sections: splitSections(html) };
}

/** Plain text per `##` section of rendered HTML (the heading ids come from renderMarkdown). */
function splitSections(html: string): SearchSection[] {
  const sections: SearchSection[] = [];
  const parts = html.split(/(?=<h2 id=")/);
  for (const part of parts) {
    const heading = /^<h2 id="([^"]+)">([\s\S]*?)<\/h2>/.exec(part);
    const text = htmlToText(heading ? part.slice(heading[0].length) : part);
    if (heading) sections.push({ id: heading[1] ?? '', title: htmlToText(heading[2] ?? ''), text });
    else if (text) sections.push({ id: '', title: '', text });
  }
  return sections;
}
