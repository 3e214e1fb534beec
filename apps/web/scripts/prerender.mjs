// Pre-renders the public pages (issue 6) after `vite build`, `vite build --mode islands` and
// `vite build --ssr`: dist/prerendered/<locale>/<page>.html for every public path and language,
// plus dist/prerendered/pages.json, which the server uses to answer those paths and to write
// sitemap.xml. Absolute URLs carry the placeholder __RBAX_ORIGIN__, replaced by the server
// with PUBLIC_URL (the build does not know where it will be served). A page's script is the
// islands runtime (src/islands, docs/decisions/041-landing-islands.md), not the app's.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
const outDir = path.join(distDir, 'prerendered');
const ORIGIN = '__RBAX_ORIGIN__';
const locales = ['pt-BR', 'en-US', 'es-ES'];
const ogLocale = { 'pt-BR': 'pt_BR', 'en-US': 'en_US', 'es-ES': 'es_ES' };

process.env.NODE_ENV = 'production';
const started = performance.now();
const { renderPage, publicPagePaths } = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
const islandsManifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'islands-manifest.json'), 'utf8'));
const ISLANDS_ENTRY = 'src/islands/main.tsx';
if (!islandsManifest[ISLANDS_ENTRY]?.isEntry) throw new Error(`the islands build has no ${ISLANDS_ENTRY} entry`);

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunk files (and their CSS) a source module needs in a build's manifest, following static imports. */
function chunksOf(source, from = manifest, seen = new Set()) {
  const entry = from[source];
  if (!entry || seen.has(source)) return { js: [], css: [] };
  seen.add(source);
  const js = [entry.file];
  const css = [...(entry.css ?? [])];
  for (const imported of entry.imports ?? []) {
    const more = chunksOf(imported, from, seen);
    js.push(...more.js);
    css.push(...more.css);
  }
  return { js, css };
}

const alreadyInTemplate = (file) => template.includes(`/${file}"`);

// The page's scripts start loading after its first paint (the HTML is the content; the code only
// hydrates its islands): theme-init.js reads this list and adds them then. Lighthouse and slow
// phones see the text without waiting for a script download to finish competing with it.
// The app's own entry (index.html's) is for the pages that are not pre-rendered.
const templateEntry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
if (!templateEntry) throw new Error('index.html has no module entry script');
const templatePreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
const templateWithoutScripts = [templateEntry, ...templatePreloads].reduce(
  (html, match) => html.replace(match[0], ''),
  template,
);

/** The islands runtime and what it loads before hydrating: the page's strings in its language. */
function bootFor({ locale, strings }) {
  const wanted = [ISLANDS_ENTRY, `src/locales/site/${locale}.ts`];
  if (locale !== 'pt-BR') wanted.push(`src/locales/${locale}.json`, `../../packages/shared/src/messages-${locale}.ts`);
  // The install page's strings: the shell's and the `install` feature's (vite/app-locale-plugin.ts).
  if (strings === 'app') {
    for (const lang of new Set(['pt-BR', locale])) {
      for (const chunk of ['core', 'install']) wanted.push(`virtual:rbax-app-locale/strings-${chunk}.${lang}`);
    }
  }
  const js = new Set();
  for (const source of wanted) {
    const chunks = chunksOf(source, islandsManifest);
    if (chunks.js.length === 0) throw new Error(`the islands build has no chunk for ${source}`);
    chunks.js.forEach((file) => js.add(`/${file}`));
  }
  const [entry, ...preload] = js;
  return { entry, preload };
}

function headFor({ pathname, locale, meta, module, strings }) {
  const canonicalPath = meta.canonicalPath ?? pathname;
  // pt-BR, the default language, lives at the plain address; the others add ?lang=.
  const url = (lang) => `${ORIGIN}${canonicalPath}${lang === 'pt-BR' ? '' : `?lang=${lang}`}`;
  const image = `${ORIGIN}${meta.image ?? '/screenshots/og.png'}`;
  // Stylesheets: the page's route module's, from the app's build (the islands build makes none).
  const css = new Set(chunksOf(module).css);
  const tags = [
    `<link rel="canonical" href="${url(locale)}" />`,
    ...locales.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${url(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${url('pt-BR')}" />`,
    `<meta property="og:site_name" content="RBAX Flow" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${url(locale)}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:locale" content="${ogLocale[locale]}" />`,
    ...locales
      .filter((lang) => lang !== locale)
      .map((lang) => `<meta property="og:locale:alternate" content="${ogLocale[lang]}" />`),
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(meta.publishedTime ? [`<meta property="article:published_time" content="${meta.publishedTime}" />`] : []),
    ...[...css].filter((file) => !alreadyInTemplate(file)).map((file) => `<link rel="stylesheet" href="/${file}" />`),
  ];
  const boot = bootFor({ locale, strings });
  // JSON, not a script that runs (the CSP allows no inline script); read by theme-init.js.
  tags.push(`<script type="application/json" id="rbax-boot">${JSON.stringify(boot)}</script>`);
  return tags.join('\n    ');
}

function documentFor(page) {
  const { locale, meta, html } = page;
  let result = templateWithoutScripts
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeAttribute(meta.description)}$2`)
    .replace('<script src="/theme-init.js"></script>', `${headFor(page)}\n    <script src="/theme-init.js"></script>`);
  if (!result.includes('id="rbax-boot"')) throw new Error('index.html has no <script src="/theme-init.js">');
  const root = '<div id="root"></div>';
  if (!result.includes(root)) throw new Error('index.html has no empty #root');
  result = result.replace(root, () => `<div id="root" data-prerendered="${locale}">${html}</div>`);
  return result;
}

const fileFor = (locale, pathname) =>
  path.join(outDir, locale, pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

await rm(outDir, { recursive: true, force: true });
const only = process.env.PRERENDER_ONLY?.split(',');
const pages = [];
for (const { path: pathname, module, strings } of publicPagePaths().filter((p) => !only || only.includes(p.path))) {
  let canonicalPath = pathname;
  for (const locale of locales) {
    const rendered = await renderPage(pathname, locale);
    if (!rendered.meta) throw new Error(`${pathname} (${locale}) declares no page metadata (usePageMeta)`);
    if (rendered.status !== 200) throw new Error(`${pathname} (${locale}) rendered status ${rendered.status}`);
    canonicalPath = rendered.meta.canonicalPath ?? pathname;
    const file = fileFor(locale, pathname);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, documentFor({ pathname, locale, module, strings, meta: rendered.meta, html: rendered.html }));
  }
  pages.push({ path: pathname, canonicalPath, file: pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html` });
}
await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify({ locales, pages }, null, 2)}\n`);
await rm(ssrDir, { recursive: true, force: true });
await rm(path.join(distDir, '.vite'), { recursive: true, force: true });
console.log(
  `[prerender] ${pages.length} pages × ${locales.length} languages in ${Math.round(performance.now() - started)} ms`,
);
