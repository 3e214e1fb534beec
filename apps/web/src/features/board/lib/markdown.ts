import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Where uploaded files are served from (`GET /files/<key>`, apps/server/src/modules/uploads). */
const FILES_PREFIX = '/files/';
/** Inline images DOMPurify already lets through on `<img src>`; other `data:` types are refused. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;
/** Same attributes as every other link in rendered Markdown, plus nofollow (decision 031). */
const REMOTE_IMAGE_LINK_REL = 'noopener noreferrer nofollow';

let hooked = false;

/** Links open in a new tab without access to this window. */
function installHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Images written in Markdown without alt text are decorative to screen readers, not unnamed.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Tags that load media on their own; `<template>` too, so the image check below sees every `<img>`. */
const LOADING_TAGS = ['picture', 'source', 'video', 'audio', 'track', 'template'];

/**
 * HTML only: SVG and MathML go (`<image>`, `<feImage>` and `url()` references fetch), and so does
 * everything else that loads a resource when shown (decision 031). `<img>` stays for
 * `refuseRemoteImages` to check; so does its `srcset`, to link a refused image, removed there.
 */
const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'script', ...LOADING_TAGS],
  FORBID_ATTR: ['style', 'background', 'poster'],
  ADD_ATTR: ['target'],
};

/** Our own uploaded files, or a small inline image; anything else would be fetched from elsewhere. */
function isOwnImage(url: URL): boolean {
  if (url.protocol === 'data:') return DATA_IMAGE.test(url.href);
  return url.origin === window.location.origin && url.pathname.startsWith(FILES_PREFIX);
}

/** A URL as the browser resolves it on load: case, whitespace and protocol-relative tricks included. */
function parseUrl(value: string | null | undefined): URL | null {
  if (!value?.trim()) return null;
  try {
    return new URL(value, window.location.href);
  } catch {
    return null;
  }
}

/** The first candidate of a `srcset` (its URL ends at the first whitespace, without trailing commas). */
const firstCandidate = (srcset: string | null) => srcset?.trim().split(/\s+/)[0]?.replace(/,+$/, '');

/** A refused image: its alt text (or URL) as a link to open deliberately, and the note. */
function refusedImage(image: Element, url: URL | null, note: string): DocumentFragment {
  const owner = image.ownerDocument;
  const fragment = owner.createDocumentFragment();
  const web = url !== null && (url.protocol === 'https:' || url.protocol === 'http:');
  const label = image.getAttribute('alt')?.trim() || (web ? url.href : '');
  // Inside a link already (a badge), a second link would nest; the text and the note are enough.
  if (web && !image.closest('a')) {
    const link = owner.createElement('a');
    link.href = url.href;
    link.target = '_blank';
    link.rel = REMOTE_IMAGE_LINK_REL;
    link.textContent = label;
    fragment.append(link);
  } else if (label) {
    fragment.append(label);
  }
  const hint = owner.createElement('span');
  hint.className = 'remote-image-note';
  hint.textContent = note;
  fragment.append(' ', hint);
  return fragment;
}

/**
 * Images from other sites are never loaded (issue 17, decision 031): a remote `src` is a tracking
 * pixel telling its owner who opened the card and when. Works in an inert `<template>`, so
 * nothing is fetched while the HTML is rewritten.
 */
function refuseRemoteImages(html: string, note: string): string {
  if (!html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll('img')) {
    const src = parseUrl(image.getAttribute('src'));
    if (src && isOwnImage(src)) {
      image.removeAttribute('srcset');
      continue;
    }
    image.replaceWith(refusedImage(image, src ?? parseUrl(firstCandidate(image.getAttribute('srcset'))), note));
  }
  return template.innerHTML;
}

export interface MarkdownOptions {
  /** Localized note shown beside an image that was not loaded ('Imagem externa não carregada'). */
  remoteImageNote: string;
}

/**
 * Markdown (descriptions, comments) to sanitized HTML: no scripts, no event handlers, no raw
 * iframes, and nothing fetched from another site when shown.
 */
export function renderMarkdown(source: string, { remoteImageNote }: MarkdownOptions): string {
  installHooks();
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return refuseRemoteImages(DOMPurify.sanitize(html, SANITIZE_CONFIG), remoteImageNote);
}
