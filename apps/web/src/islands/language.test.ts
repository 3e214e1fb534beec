import { afterEach, describe, expect, it } from 'vitest';
import { swapPage } from '@/islands/language';

function page(lang: string, title: string, text: string, button: string): Document {
  return new DOMParser().parseFromString(
    `<html lang="${lang}"><head><title>${title}</title>
      <meta name="description" content="${text}" /><link rel="canonical" href="/?lang=${lang}" />
      <meta property="og:title" content="${title}" /></head>
    <body><div id="root" data-prerendered="${lang}"><header><p>${text}</p><button>${button}</button></header></div></body></html>`,
    'text/html',
  );
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('swapPage (another language, same page)', () => {
  it('puts the other language’s content and head in place and keeps the focus on the same control', () => {
    const current = page('pt-BR', 'Preços', 'Planos', 'Idioma');
    document.head.replaceChildren(...Array.from(current.head.childNodes, (node) => document.importNode(node, true)));
    const root = document.importNode(current.getElementById('root')!, true);
    document.body.append(root);
    root.querySelector('button')!.focus();

    swapPage(root, page('es-ES', 'Precios', 'Planes', 'Idioma (es)'));

    expect(root.dataset.prerendered).toBe('es-ES');
    expect(root.querySelector('p')).toHaveTextContent('Planes');
    expect(document.title).toBe('Precios');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Planes');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', '/?lang=es-ES');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Precios');
    expect(document.activeElement).toBe(root.querySelector('button'));
    expect(document.activeElement).toHaveTextContent('Idioma (es)');
  });
});
