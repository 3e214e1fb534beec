/**
 * Turns the Markdown in apps/web/content into JavaScript modules at build time (issue 6).
 *
 *   virtual:rbax-content/blog                       metadata of every post + loadBlogBody(slug, lang)
 *   virtual:rbax-content/blog-body/<slug>.<lang>    one post's HTML and table of contents
 *   virtual:rbax-content/cases                      metadata of every case + loadCaseStories(lang)
 *   virtual:rbax-content/case-stories/cases.<lang>  one language's full stories
 *   virtual:rbax-content/docs                       metadata of every guide article + loaders
 *   virtual:rbax-content/docs-body/<slug>.<lang>    one guide article's HTML and table of contents
 *   virtual:rbax-content/docs-search/search.<lang>  one language's search index (text per `##` section)
 *
 * The last segment names the chunk (e.g. `metricas-de-fluxo.pt-BR-<hash>.js`).
 *
 * Index modules hold only metadata and literal `import()`s, so every body and search index is
 * its own lazily loaded chunk, in `vite dev`, `vite build` and `vite build --ssr` alike. Files
 * are read here, in Node; the browser never touches `fs`. Shapes: src/features/site-pages/content.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import {
  parseFrontmatter,
  renderMarkdown,
  type RenderedMarkdown,
} from '../src/features/site-pages/lib/content-transform.ts';

const PREFIX = 'virtual:rbax-content/';
const RESOLVED = `\0${PREFIX}`;
const LANGS = ['pt-BR', 'en-US', 'es-ES'] as const;

type Doc = { slug: string; lang: string; data: Record<string, string>; rendered: RenderedMarkdown };

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.') && statSync(path.join(dir, name)).isDirectory())
    .sort();
}

function readDoc(file: string, slug: string, lang: string): Doc {
  const { data, body } = parseFrontmatter(readFileSync(file, 'utf8'));
  return { slug, lang, data, rendered: renderMarkdown(body) };
}

/** `<kind>/<slug>/<lang>.md` (blog, cases). */
function readSlugFolders(root: string): Doc[] {
  const docs: Doc[] = [];
  for (const slug of listDirs(root)) {
    for (const lang of LANGS) {
      const file = path.join(root, slug, `${lang}.md`);
      if (existsSync(file)) docs.push(readDoc(file, slug, lang));
    }
  }
  return docs;
}

/** `docs/<lang>/<NN>-<slug>.md`. */
function readGuide(root: string): (Doc & { order: number })[] {
  const docs: (Doc & { order: number })[] = [];
  for (const lang of LANGS) {
    const dir = path.join(root, lang);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const match = /^(\d+)-(.+)\.md$/.exec(name);
      if (!match) continue;
      docs.push({ ...readDoc(path.join(dir, name), match[2] ?? name, lang), order: Number(match[1]) });
    }
  }
  return docs.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));
}

const json = (value: unknown) => JSON.stringify(value);

/** `switch` over literal `import()`s: each target becomes its own chunk. */
function loaderFunction(name: string, params: string, keyExpr: string, targets: Map<string, string>, empty: string) {
  const cases = [...targets].map(
    ([key, id]) => `    case ${json(key)}: return import(${json(id)}).then((m) => m.default);`,
  );
  return `export function ${name}(${params}) {\n  switch (${keyExpr}) {\n${cases.join('\n')}\n    default: return Promise.resolve(${empty});\n  }\n}\n`;
}

function bodyOf(doc: Doc) {
  return { html: doc.rendered.html, toc: doc.rendered.toc };
}

export function contentPlugin(): Plugin {
  let contentDir = '';
  let serving = false;
  const cache = new Map<string, unknown>();
  const cached = <T>(key: string, read: () => T): T => {
    if (!cache.has(key)) cache.set(key, read());
    return cache.get(key) as T;
  };
  const blog = () => cached('blog', () => readSlugFolders(path.join(contentDir, 'blog')));
  const cases = () => cached('cases', () => readSlugFolders(path.join(contentDir, 'cases')));
  const guide = () => cached('docs', () => readGuide(path.join(contentDir, 'docs')));

  function load(id: string): string | undefined {
    const [kind = '', name = ''] = id.split('/');
    // `<slug>.<lang>` (or `cases.<lang>`, `search.<lang>`): the language is after the last dot.
    const dot = name.lastIndexOf('.');
    const rest = [name.slice(0, dot), name.slice(dot + 1)];
    switch (kind) {
      case 'blog': {
        const posts = blog()
          .map((doc) => ({
            slug: doc.slug,
            lang: doc.lang,
            title: doc.data.title ?? doc.slug,
            description: doc.data.description ?? '',
            date: doc.data.date ?? '',
            author: doc.data.author ?? '',
            tags: (doc.data.tags ?? '')
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
            readingMinutes: doc.rendered.readingMinutes,
          }))
          .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
        const targets = new Map(
          blog().map((doc) => [`${doc.slug}/${doc.lang}`, `${PREFIX}blog-body/${doc.slug}.${doc.lang}`]),
        );
        return `export const posts = ${json(posts)};\n${loaderFunction('loadBlogBody', 'slug, lang', "slug + '/' + lang", targets, 'null')}`;
      }
      case 'blog-body': {
        const doc = blog().find((d) => d.slug === rest[0] && d.lang === rest[1]);
        return `export default ${json(doc ? bodyOf(doc) : null)};`;
      }
      case 'cases': {
        const metas = cases().map((doc) => ({
          slug: doc.slug,
          lang: doc.lang,
          title: doc.data.title ?? doc.slug,
          company: doc.data.company ?? '',
          sector: doc.data.sector ?? '',
          city: doc.data.city ?? '',
          summary: doc.data.summary ?? '',
          results: ['result1', 'result2', 'result3']
            .map((key) => doc.data[key])
            .filter((value): value is string => Boolean(value))
            .map((value) => {
              const [metric = '', ...label] = value.split('|');
              return { value: metric.trim(), label: label.join('|').trim() };
            }),
        }));
        const targets = new Map(LANGS.map((lang) => [lang, `${PREFIX}case-stories/cases.${lang}`]));
        return `export const cases = ${json(metas)};\n${loaderFunction('loadCaseStories', 'lang', 'lang', targets, '{}')}`;
      }
      case 'case-stories': {
        const stories = Object.fromEntries(
          cases()
            .filter((d) => d.lang === rest[1])
            .map((d) => [d.slug, bodyOf(d)]),
        );
        return `export default ${json(stories)};`;
      }
      case 'docs': {
        const articles = guide().map((doc) => ({
          slug: doc.slug,
          lang: doc.lang,
          order: doc.order,
          title: doc.data.title ?? doc.slug,
          description: doc.data.description ?? '',
          category: doc.data.category ?? '',
        }));
        const bodies = new Map(
          guide().map((doc) => [`${doc.slug}/${doc.lang}`, `${PREFIX}docs-body/${doc.slug}.${doc.lang}`]),
        );
        const search = new Map(LANGS.map((lang) => [lang, `${PREFIX}docs-search/search.${lang}`]));
        return [
          `export const articles = ${json(articles)};`,
          loaderFunction('loadGuideBody', 'slug, lang', "slug + '/' + lang", bodies, 'null'),
          loaderFunction('loadGuideSearch', 'lang', 'lang', search, '[]'),
        ].join('\n');
      }
      case 'docs-body': {
        const doc = guide().find((d) => d.slug === rest[0] && d.lang === rest[1]);
        return `export default ${json(doc ? bodyOf(doc) : null)};`;
      }
      case 'docs-search': {
        const entries = guide()
          .filter((doc) => doc.lang === rest[1])
          .flatMap((doc) =>
            doc.rendered.sections.map((section) => ({
              ...section,
              slug: doc.slug,
              articleTitle: doc.data.title ?? doc.slug,
              title: section.title || (doc.data.title ?? doc.slug),
            })),
          );
        return `export default ${json(entries)};`;
      }
      default:
        return undefined;
    }
  }

  function invalidate(server: ViteDevServer) {
    cache.clear();
    for (const environment of Object.values(server.environments)) {
      for (const [id, module] of environment.moduleGraph.idToModuleMap) {
        if (id.startsWith(RESOLVED)) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'rbax-content',
    configResolved(config) {
      contentDir = path.resolve(config.root, 'content');
      serving = config.command === 'serve';
    },
    buildStart() {
      cache.clear();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const code = load(id.slice(RESOLVED.length));
      // `vite build --watch` rebuilds on content edits; the dev server has its own watcher below.
      if (!serving) for (const file of markdownFiles(contentDir)) this.addWatchFile(file);
      return code;
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      const onChange = (file: string) => {
        if (file.startsWith(contentDir + path.sep) && file.endsWith('.md')) invalidate(server);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
