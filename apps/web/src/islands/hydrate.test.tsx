import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '@/features/language/components/language-select';
import { hydrateIsland, unmountIslands } from '@/islands/hydrate';
import { createQueryClient } from '@/lib/query-client';
import { renderIsland } from '@/prerender/render-island';

/** A page with one pre-rendered island, as scripts/prerender.mjs writes it. */
function prerendered(key: number, html: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.island = 'site-footer';
  element.dataset.islandKey = String(key);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  unmountIslands();
  document.body.replaceChildren();
});

describe('hydrateIsland', () => {
  it('hydrates the pre-rendered HTML of an island with the same ids and marks it ready', async () => {
    const html = renderIsland(<LanguageSelect showLabel />, 3, { pathname: '/', onMeta: () => {} });
    const element = prerendered(3, html);
    const select = screen.getByLabelText('Idioma');

    // A mismatch (markup or a useId value) would be a console.error, which fails the test.
    await hydrateIsland(element, () => <LanguageSelect showLabel />, createQueryClient());

    expect(element).toHaveAttribute('data-ready', 'true');
    // The same element, now React's: hydration kept the pre-rendered nodes.
    expect(screen.getByLabelText('Idioma')).toBe(select);
    expect(select.id).toMatch(/^«?_?i3-/);
  });

  it('needs the key the island was rendered with (its useId prefix)', async () => {
    const html = renderIsland(<LanguageSelect showLabel />, 3, { pathname: '/', onMeta: () => {} });
    const element = prerendered(4, html);
    const errors = vi.mocked(console.error).mockImplementation(() => {});
    await hydrateIsland(element, () => <LanguageSelect showLabel />, createQueryClient());
    expect(errors.mock.calls.flat().join(' ')).toMatch(/didn't match|did not match/);
  });
});
