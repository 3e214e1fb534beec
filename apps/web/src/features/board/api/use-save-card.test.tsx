import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSaveCard } from '@/features/board/api/use-save-card';
import { cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

function SaveButton() {
  const card = cardFixture({ priority: 'low', version: 3 });
  const { save } = useSaveCard(card);
  return (
    <button type="button" onClick={() => save({ priority: 'critical' })}>
      salvar
    </button>
  );
}

describe('useSaveCard', () => {
  it('sends the version and names the field and both values when the server reports a conflict', async () => {
    let sent: unknown;
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/cards/c1': (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          body: {
            card: cardFixture({ priority: 'high', version: 5 }),
            conflicts: [{ field: 'priority', yours: 'critical', theirs: 'high', kept: 'theirs' }],
          },
        };
      },
    });
    renderWithProviders(<SaveButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'salvar' }));
    expect(
      await screen.findByText(
        'Conflito em Prioridade: o valor mais recente "Alta" foi mantido e substituiu o seu "Crítica"',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({ version: 3, priority: 'critical', editedAt: expect.any(String) });
  });
});
