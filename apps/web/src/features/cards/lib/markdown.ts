import DOMPurify from 'dompurify';
import { marked } from 'marked';

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

/** Markdown (descriptions, comments) to sanitized HTML: no scripts, no event handlers, no raw iframes. */
export function renderMarkdown(source: string): string {
  installHooks();
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'script'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
