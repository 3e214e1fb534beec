import { describe, expect, it } from 'vitest';
import { boardIcons, labelPalette } from './boards.ts';
import { locales } from './i18n.ts';
import { boardTemplates, templateIds } from './templates.ts';
import { slugify } from './workspaces.ts';

describe('board templates', () => {
  it('offers the 12 templates of the spec', () => {
    expect(boardTemplates.map((t) => t.id)).toEqual([...templateIds]);
    expect(boardTemplates).toHaveLength(12);
  });

  it('keeps the spec column names for kanban and scrum', () => {
    const names = (id: string) => boardTemplates.find((t) => t.id === id)!.columns.map((c) => c['pt-BR']);
    expect(names('kanban')).toEqual(['A Fazer', 'Em Progresso', 'Concluído']);
    expect(names('scrum')).toEqual(['Backlog', 'Sprint Atual', 'Em Desenvolvimento', 'Em Revisão', 'Concluído']);
    expect(names('blank')).toEqual([]);
  });

  it('gives every other template five columns, named in every language', () => {
    for (const template of boardTemplates.filter((t) => !['kanban', 'scrum', 'blank'].includes(t.id))) {
      expect(template.columns, template.id).toHaveLength(5);
      for (const column of template.columns) {
        for (const locale of locales) expect(column[locale], `${template.id} ${locale}`).toBeTruthy();
      }
    }
  });
});

describe('constants', () => {
  it('has 37 icons and 8 label colours', () => {
    expect(boardIcons).toHaveLength(37);
    expect(new Set(boardIcons).size).toBe(37);
    expect(labelPalette.map((c) => c.hex)).toEqual(['#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#ef4444', '#f97316', '#eab308', '#6b7280']);
  });
});

describe('slugify', () => {
  it.each([
    ['Ação Rápida & Cia!', 'acao-rapida-cia'],
    ['  Equipe   de Vendas  ', 'equipe-de-vendas'],
    ['---Olá---Mundo---', 'ola-mundo'],
    ['Café № 1', 'cafe-1'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
