import type { Locale } from '@rbax/shared/i18n';

/**
 * A pre-rendered page's text is in one language. Another language is another pre-rendered
 * document: it is fetched (`?lang=`) and its content put in place of this one's, so choosing a
 * language keeps the visitor where they were, as the single-page app does.
 */

/** What the head says about the page in its language (title, description, canonical and Open Graph). */
const HEAD_PARTS = ['meta[name="description"]', 'link[rel="canonical"]', 'meta[property^="og:"]'];

export async function fetchPageIn(locale: Locale): Promise<Document> {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', locale);
  url.hash = '';
  const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  if (page.getElementById('root')?.dataset.prerendered !== locale) throw new Error(`${url.pathname}: not in ${locale}`);
  return page;
}

/** Where the focus is, as element positions from `container` (the same page in another language has the same shape). */
function focusPath(container: HTMLElement): number[] | null {
  const path: number[] = [];
  let element = document.activeElement;
  if (!element || !container.contains(element) || element === container) return null;
  while (element && element !== container) {
    const parent: Element | null = element.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, element));
    element = parent;
  }
  return path;
}

function elementAt(container: HTMLElement, path: number[]): Element | null {
  let element: Element | null = container;
  for (const index of path) element = element?.children[index] ?? null;
  return element;
}

/** Puts `page`'s content and head in place of the current ones; the focus stays on the same control. */
export function swapPage(container: HTMLElement, page: Document): void {
  const next = page.getElementById('root');
  if (!next) return;
  const focused = focusPath(container);
  container.replaceChildren(...Array.from(next.childNodes, (node) => document.adoptNode(node)));
  container.dataset.prerendered = next.dataset.prerendered;
  document.title = page.title;
  for (const selector of HEAD_PARTS) {
    const old = [...document.head.querySelectorAll(selector)];
    const fresh = [...page.head.querySelectorAll(selector)].map((element) => document.adoptNode(element));
    old[0]?.before(...fresh);
    old.forEach((element) => element.remove());
  }
  const target = focused ? elementAt(container, focused) : null;
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/** `?lang=` in the address names the page's language: it follows the new choice. */
export function followInAddress(locale: Locale): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang') || url.searchParams.get('lang') === locale) return;
  url.searchParams.set('lang', locale);
  window.history.replaceState(window.history.state, '', url);
}

/** When the page cannot be fetched: load it in that language instead. */
export function loadPageIn(locale: Locale): void {
  const url = new URL(window.location.href);
  url.searchParams.set('lang', locale);
  window.location.replace(url);
}
