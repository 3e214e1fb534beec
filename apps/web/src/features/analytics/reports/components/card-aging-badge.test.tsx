import { screen } from '@testing-library/react';
import type { BoardAgingResponse } from '@rbax/shared/analytics';
import { describe, expect, it } from 'vitest';
import { CardAgingBadge } from '@/features/analytics/reports/components/card-aging-badge';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const aging: BoardAgingResponse = {
  sleDays: 8,
  slePercentile: 85,
  n: 20,
  items: [
    { cardId: 'c1', columnId: 'dev', ageDays: 5, zone: 'orange', breachRisk: 0.4, n: 12 },
    { cardId: 'c2', columnId: 'dev', ageDays: 3, zone: 'green', breachRisk: 0.1, n: 3 },
  ],
};

function renderBadges() {
  stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/boards/b1/aging': { body: aging } });
  return renderWithProviders(
    <ul>
      {['c1', 'c2', 'c3'].map((id) => (
        <li key={id} data-testid={id}>
          <CardAgingBadge boardId="b1" cardId={id} columnId="dev" />
        </li>
      ))}
    </ul>,
  );
}

describe('CardAgingBadge', () => {
  it('shows the zone and age of a started card, with the full reading for screen readers', async () => {
    renderBadges();
    expect(await screen.findByText('Idade: 5 d · zona laranja · risco 40% (n = 12)')).toBeInTheDocument();
    const badge = screen.getByTestId('c1').firstElementChild!;
    expect(badge).toHaveAttribute('data-aging-zone', 'orange');
    expect(badge).toHaveTextContent('5 d');
    expect(screen.getByText('Idade: 3 d · zona verde · risco 10% (n = 3, baixa confiança)')).toBeInTheDocument();
  });

  it('shows nothing for a card that is not started or already finished', async () => {
    renderBadges();
    await screen.findByText(/Idade: 5 d/);
    expect(screen.getByTestId('c3')).toBeEmptyDOMElement();
  });
});
