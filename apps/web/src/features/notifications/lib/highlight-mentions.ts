const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Wraps each '@Name' of the given people in sanitized comment HTML with a chip
 * (`<span class="mention">`), outside code and links. Works on text nodes only, so names are
 * never parsed as markup.
 */
export function highlightMentions(html: string, names: readonly string[]): string {
  const wanted = [...new Set(names.filter((name) => name.trim()))].sort((a, b) => b.length - a.length);
  if (wanted.length === 0 || !html.includes('@')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}_])(@(?:${wanted.map(escapeRegExp).join('|')}))(?![\\p{L}\\p{N}_])`,
    'giu',
  );
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('code, pre, a')) continue;
    const value = text.data;
    pattern.lastIndex = 0;
    if (!pattern.test(value)) continue;
    pattern.lastIndex = 0;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const found of value.matchAll(pattern)) {
      const start = found.index + found[1]!.length;
      fragment.append(value.slice(last, start));
      const chip = document.createElement('span');
      chip.className = 'mention';
      chip.textContent = found[2]!;
      fragment.append(chip);
      last = start + found[2]!.length;
    }
    fragment.append(value.slice(last));
    text.replaceWith(fragment);
  }
  return template.innerHTML;
}
