import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Island, IslandCollectorProvider, StaticSection } from '@/lib/island';
import { fillIsland } from '@/prerender/fill-island';

describe('Island', () => {
  it('renders its content in place in the app, and is ready once mounted', () => {
    render(
      <Island name="newsletter" id="secao-newsletter" block>
        <p>Receba novidades</p>
      </Island>,
    );
    const wrapper = screen.getByText('Receba novidades').parentElement;
    expect(wrapper).toHaveAttribute('id', 'secao-newsletter');
    expect(wrapper).toHaveAttribute('data-island', 'newsletter');
    expect(wrapper).toHaveAttribute('data-ready', 'true');
    expect(wrapper).not.toHaveClass('contents');
  });

  it('leaves an empty wrapper with a key when pre-rendered, and the pre-renderer fills it', () => {
    const collected: ReactNode[] = [];
    const html = renderToString(
      <IslandCollectorProvider collect={(_name, content) => collected.push(content) - 1}>
        <StaticSection id="secao-numeros">
          <p>Números</p>
        </StaticSection>
        <Island name="site-header">
          <header>Menu</header>
        </Island>
        <Island name="site-footer" id="secao-rodape" block>
          <footer>Rodapé</footer>
        </Island>
      </IslandCollectorProvider>,
    );
    expect(collected).toHaveLength(2);
    expect(html).toBe(
      '<div id="secao-numeros" data-ready="true"><p>Números</p></div>' +
        '<div data-island="site-header" data-island-key="0" class="contents"></div>' +
        '<div data-island="site-footer" data-island-key="1" id="secao-rodape"></div>',
    );
    const filled = fillIsland(fillIsland(html, 1, '<footer>Rodapé</footer>'), 0, '<header>Menu</header>');
    expect(filled).toContain('data-island-key="0" class="contents"><header>Menu</header></div>');
    expect(filled).toContain('data-island-key="1" id="secao-rodape"><footer>Rodapé</footer></div>');
    expect(() => fillIsland(html, 2, '<p />')).toThrow('island 2 has no wrapper');
  });
});
