import { describe, expect, it } from 'vitest';
import {
  htmlToText,
  parseFrontmatter,
  readingMinutes,
  renderMarkdown,
} from '@/features/site-pages/lib/content-transform';
import { slugify } from '@/features/site-pages/lib/slugify';
import sample from './__fixtures__/sample-post.md?raw';

describe('parseFrontmatter', () => {
  it('reads key: value lines and strips surrounding quotes', () => {
    const { data, body } = parseFrontmatter(sample);
    expect(data).toEqual({
      title: 'Métricas: lead time & vazão',
      description: 'Um exemplo curto.',
      date: '2026-05-01',
      author: 'Equipe RBAX Flow',
      tags: 'métricas, fluxo',
    });
    expect(body.startsWith('\nIntrodução')).toBe(true);
  });

  it('accepts CRLF line endings and a file without frontmatter', () => {
    expect(parseFrontmatter('---\r\ntitle: A\r\n---\r\nbody').data).toEqual({ title: 'A' });
    expect(parseFrontmatter('# Only body')).toEqual({ data: {}, body: '# Only body' });
  });
});

describe('slugify', () => {
  it('drops accents, case and punctuation', () => {
    expect(slugify('Automações & Regras: o básico!')).toBe('automacoes-regras-o-basico');
    expect(slugify('  Límite WIP  ')).toBe('limite-wip');
  });
});

describe('renderMarkdown', () => {
  const rendered = renderMarkdown(parseFrontmatter(sample).body);

  it('gives ## and ### headings unique ids and lists them in the table of contents', () => {
    expect(rendered.toc).toEqual([
      { id: 'lead-time-e-ciclo', text: 'Lead time e ciclo', depth: 2 },
      { id: 'detalhe', text: 'Detalhe', depth: 3 },
      { id: 'lead-time-e-ciclo-2', text: 'Lead time e ciclo', depth: 2 },
    ]);
    expect(rendered.html).toContain('<h2 id="lead-time-e-ciclo">Lead time e ciclo</h2>');
    expect(rendered.html).toContain('<h2 id="lead-time-e-ciclo-2">');
  });

  it('wraps tables in a focusable scroll container', () => {
    expect(rendered.html).toContain('<div class="prose-table" tabindex="0"><table>');
  });

  it('demotes a # heading in the body (the page title is the only h1)', () => {
    expect(renderMarkdown('# Título').html).toContain('<h2 id="titulo">Título</h2>');
  });

  it('splits plain text per ## section for the search index', () => {
    expect(rendered.sections).toEqual([
      { id: '', title: '', text: 'Introdução com negrito.' },
      { id: 'lead-time-e-ciclo', title: 'Lead time e ciclo', text: 'Texto sobre o lead time. Detalhe A B 1 2' },
      { id: 'lead-time-e-ciclo-2', title: 'Lead time e ciclo', text: 'Repetido.' },
    ]);
  });

  it('estimates reading time at 200 words a minute, at least one minute', () => {
    expect(rendered.readingMinutes).toBe(1);
    expect(readingMinutes('palavra '.repeat(1000))).toBe(5);
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>A &amp; B &lt;C&gt; &#39;x&#39;</p>')).toBe("A & B <C> 'x'");
  });
});
