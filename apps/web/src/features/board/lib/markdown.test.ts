import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/features/board/lib/markdown';

const NOTE = 'Imagem externa não carregada';
const render = (source: string) => renderMarkdown(source, { remoteImageNote: NOTE });

/** The rendered HTML in an inert template, to query like the page would. */
function dom(source: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = render(source);
  return template.content;
}

/** Not an image, but a link to open deliberately, with the note beside it. */
function expectRefused(source: string, { href, text }: { href: string; text: string }) {
  const html = dom(source);
  expect(html.querySelector('img, picture, source')).toBeNull();
  expect(html.querySelector('[srcset]')).toBeNull();
  const link = html.querySelector('a');
  expect(link?.getAttribute('href')).toBe(href);
  expect(link?.textContent).toBe(text);
  expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  expect(link?.getAttribute('target')).toBe('_blank');
  expect(html.querySelector('.remote-image-note')?.textContent).toBe(NOTE);
}

describe('renderMarkdown', () => {
  it('renders Markdown', () => {
    expect(render('**negrito**')).toContain('<strong>negrito</strong>');
  });

  it('strips scripts and event-handler attributes', () => {
    const html = render('oi <script>alert(1)</script> <img src="x" onerror="alert(2)">');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert(1)');
  });

  it('drops javascript: links and opens links with rel=noopener', () => {
    expect(render('[x](javascript:alert(1))')).not.toContain('javascript:');
    const html = render('[site](https://example.com)');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('target="_blank"');
  });
});

describe('renderMarkdown with images (issue 17)', () => {
  const uuid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';

  it('shows an uploaded file (/files/…) as an image', () => {
    const image = dom(`![diagrama](/files/attachments/${uuid}.png)`).querySelector('img');
    expect(image?.getAttribute('src')).toBe(`/files/attachments/${uuid}.png`);
    expect(image?.getAttribute('alt')).toBe('diagrama');
  });

  it('shows an absolute URL of this origin under /files/ as an image', () => {
    const src = `${window.location.origin}/files/attachments/${uuid}.png`;
    expect(dom(`![diagrama](${src})`).querySelector('img')?.getAttribute('src')).toBe(src);
  });

  it('does not load a remote https image; links it with its alt text and the note', () => {
    expectRefused('![pixel](https://tracker.example/p.gif)', {
      href: 'https://tracker.example/p.gif',
      text: 'pixel',
    });
  });

  it('does not load a protocol-relative image', () => {
    expectRefused('![pixel](//tracker.example/p.gif)', {
      href: `${window.location.protocol}//tracker.example/p.gif`,
      text: 'pixel',
    });
  });

  it('does not load an <img> written in raw HTML; without alt text the link shows the URL', () => {
    expectRefused('oi <img src="https://tracker.example/p.gif">', {
      href: 'https://tracker.example/p.gif',
      text: 'https://tracker.example/p.gif',
    });
  });

  it('does not load an image given only by srcset', () => {
    expectRefused('<img srcset="https://tracker.example/p.gif 1x, https://tracker.example/q.gif 2x" alt="pixel">', {
      href: 'https://tracker.example/p.gif',
      text: 'pixel',
    });
  });

  it('keeps an uploaded image but drops the remote srcset beside it', () => {
    const image = dom(`<img src="/files/${uuid}.png" srcset="https://tracker.example/p.gif 2x">`).querySelector('img');
    expect(image?.getAttribute('src')).toBe(`/files/${uuid}.png`);
    expect(image?.hasAttribute('srcset')).toBe(false);
  });

  it('is not fooled by an uppercase scheme or whitespace inside it', () => {
    expectRefused('![pixel](HTTPS://Tracker.Example/p.gif)', { href: 'https://tracker.example/p.gif', text: 'pixel' });
    expectRefused('<img src=" \tHT&#9;TPS://tracker.example/p.gif " alt="pixel">', {
      href: 'https://tracker.example/p.gif',
      text: 'pixel',
    });
  });

  it('refuses this origin outside /files/, also when reached through ../', () => {
    for (const src of ['/api/v1/auth/sign-out', `/files/../api/v1/me`, `/files/%2e%2e/api/v1/me`]) {
      expect(dom(`![x](${src})`).querySelector('img'), src).toBeNull();
    }
  });

  it('refuses another origin whose path starts with /files/', () => {
    expectRefused(`![x](https://tracker.example/files/${uuid}.png)`, {
      href: `https://tracker.example/files/${uuid}.png`,
      text: 'x',
    });
  });

  it('keeps inline PNG data (already allowed by the sanitizer) and refuses other data: types without a link', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(dom(`<img src="${png}" alt="dot">`).querySelector('img')?.getAttribute('src')).toBe(png);
    const svg = dom('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="logo">');
    expect(svg.querySelector('img, a')).toBeNull();
    expect(svg.textContent).toBe(`logo ${NOTE}`);
  });

  it('does not nest a link inside the link that wraps a remote badge', () => {
    const html = dom('[![build](https://ci.example/badge.svg)](https://ci.example/)');
    expect(html.querySelector('img')).toBeNull();
    expect(html.querySelectorAll('a')).toHaveLength(1);
    expect(html.querySelector('a')?.textContent).toBe(`build ${NOTE}`);
  });

  it('drops every other element or attribute that would fetch a resource when shown', () => {
    const html = render(
      [
        '<picture><source srcset="https://t.example/a.webp"><img src="https://t.example/a.png" alt="a"></picture>',
        '<video poster="https://t.example/p.png" src="https://t.example/v.mp4"><track src="https://t.example/t.vtt"></video>',
        '<audio src="https://t.example/a.mp3"></audio>',
        '<input type="image" src="https://t.example/i.png">',
        '<p style="background: url(https://t.example/bg.png)">fundo</p>',
        '<table background="https://t.example/t.png"><tr><td background="https://t.example/c.png">x</td></tr></table>',
        '<svg><image href="https://t.example/s.png"></image><rect fill="url(https://t.example/f.svg#p)"></rect><feImage href="https://t.example/f.png"></feImage></svg>',
        '<link rel="stylesheet" href="https://t.example/s.css"><object data="https://t.example/o"></object>',
      ].join('\n'),
    );
    const fetching = html.replace(/<a [^>]*href="https:\/\/t\.example\/a\.png"[^>]*>/, '');
    expect(fetching).not.toContain('t.example');
    expect(html).not.toMatch(/<(img|picture|source|video|track|audio|input|svg|image|feimage|link|object)\b/i);
    expect(html).toContain('fundo');
  });
});
