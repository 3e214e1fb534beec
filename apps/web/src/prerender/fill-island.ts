/** Puts an island's HTML into its empty wrapper in the page (`<div data-island … data-island-key="n" …></div>`). */
export function fillIsland(html: string, key: number, content: string): string {
  const at = html.indexOf(`data-island-key="${key}"`);
  // Attribute values are escaped, so the wrapper's first `></div>` after its key closes it.
  const end = at < 0 ? -1 : html.indexOf('></div>', at);
  if (end < 0) throw new Error(`island ${key} has no wrapper in the page`);
  return `${html.slice(0, end + 1)}${content}${html.slice(end + 1)}`;
}
