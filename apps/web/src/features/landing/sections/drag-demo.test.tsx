import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialDemoCards, moveDemoCard } from '@/features/landing/lib/drag-demo';
import { DragDemo } from '@/features/landing/sections/drag-demo';
import { loadSiteTranslations } from '@/lib/i18n';

const siteToast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/features/site-widgets/lib/site-toast', () => ({ siteToast }));

// After the setup's switch to pt-BR, so the pt-BR site strings are the ones loaded.
beforeEach(async () => {
  await loadSiteTranslations();
});

describe('moveDemoCard', () => {
  it('moves a card to the end of another column', () => {
    const result = moveDemoCard(initialDemoCards, 'card1', 'inProgress');
    expect(result).toMatchObject({ moved: true, completed: false });
    expect(result.cards.filter((card) => card.column === 'inProgress').map((card) => card.id)).toEqual([
      'card3',
      'card1',
    ]);
  });

  it('reports completion only for a move into Concluído', () => {
    expect(moveDemoCard(initialDemoCards, 'card2', 'done')).toMatchObject({ moved: true, completed: true });
    expect(moveDemoCard(initialDemoCards, 'card4', 'done')).toEqual({
      cards: initialDemoCards,
      moved: false,
      completed: false,
    });
    expect(moveDemoCard(initialDemoCards, 'nope', 'done')).toMatchObject({ moved: false, completed: false });
  });
});

describe('DragDemo', () => {
  it("shows 'Automação executada' when a card is moved into Concluído with 'Mover para…'", async () => {
    const user = userEvent.setup();
    render(<DragDemo />);
    const done = screen.getByRole('region', { name: /Concluído/ });
    expect(within(done).queryByText('Revisar proposta comercial')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mover para… Revisar proposta comercial' }), 'done');

    expect(within(done).getByText('Revisar proposta comercial')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Revisar proposta comercial” movido para Concluído');
    await vi.waitFor(() =>
      expect(siteToast).toHaveBeenCalledWith('success', 'Automação executada', {
        description: '“Revisar proposta comercial” foi concluído: responsável avisado e métricas atualizadas.',
      }),
    );
    // The moved card's select keeps the keyboard focus in its new column.
    expect(screen.getByRole('combobox', { name: 'Mover para… Revisar proposta comercial' })).toHaveFocus();
  });

  it('raises no toast for a move into another column', async () => {
    siteToast.mockClear();
    const user = userEvent.setup();
    render(<DragDemo />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mover para… Publicar post no blog' }), 'inProgress');
    expect(
      within(screen.getByRole('region', { name: /Em Progresso/ })).getByText('Publicar post no blog'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(siteToast).not.toHaveBeenCalled();
  });
});
