import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFace } from '@/features/board/components/card-face';
import { cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const members = new Map([
  ['u1', { id: 'u1', name: 'Ana Souza', email: 'ana@example.com', image: null, role: 'owner' }],
]);
const labels = new Map([['l1', { id: 'l1', boardId: 'b1', name: 'Urgente', color: '#ef4444' }]]);

function renderFace(overrides: Parameters<typeof cardFixture>[0]) {
  stubFetch({ '/api/auth/get-session': { body: session } });
  return renderWithProviders(
    <CardFace
      card={cardFixture(overrides)}
      to="/board/b1/card/c1"
      labels={labels}
      members={members}
      now={new Date('2026-06-10T12:00:00.000Z')}
    />,
  );
}

describe('CardFace', () => {
  it.each([
    ['critical', 'Crítica', 'bg-destructive'],
    ['high', 'Alta', 'bg-destructive'],
    ['medium', 'Média', 'bg-primary'],
    ['low', 'Baixa', 'bg-secondary'],
  ] as const)('shows the %s priority badge with its variant', (priority, text, className) => {
    renderFace({ priority });
    expect(screen.getByText(text)).toHaveClass(className);
  });

  it('links the title to the card dialog', () => {
    renderFace({});
    expect(screen.getByRole('link', { name: 'Escrever release notes' })).toHaveAttribute('href', '/board/b1/card/c1');
  });

  it('shows an overdue due date in red', () => {
    renderFace({ dueDate: '2026-06-01T23:59:59.000Z' });
    const due = screen.getByText('Atrasado, entrega em').parentElement!;
    expect(due).toHaveClass('text-destructive');
    expect(due).toHaveTextContent('01/06/2026');
  });

  it('does not mark a future or completed card as overdue', () => {
    renderFace({ dueDate: '2026-06-01T23:59:59.000Z', completedAt: '2026-06-02T00:00:00.000Z' });
    expect(screen.getByText('Entrega em').parentElement).not.toHaveClass('text-destructive');
  });

  it('shows the value in R$, checklist progress, counts, labels and the assignee', () => {
    renderFace({
      valueBrl: '1234.50',
      counts: { comments: 2, attachments: 1, checklistDone: 1, checklistTotal: 3 },
      labelIds: ['l1'],
      assigneeId: 'u1',
      tags: ['site'],
    });
    expect(screen.getByText(/R\$\s1\.234,50/)).toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('2 comentários')).toBeInTheDocument();
    expect(screen.getByText('1 anexo')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('Urgente');
    expect(screen.getByText('Responsável: Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('#site')).toBeInTheDocument();
  });
});
