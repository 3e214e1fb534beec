import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardTimeBadge } from '@/features/board/components/card-time-badge';

describe('CardTimeBadge', () => {
  it('shows time spent against the estimate', () => {
    render(<CardTimeBadge card={{ timeSpentSeconds: 5400, estimateMinutes: 240 }} />);
    const badge = screen.getByTestId('card-time');
    expect(badge).toHaveTextContent('1h30 / 4h');
    expect(badge).toHaveTextContent('Tempo gasto: 1h30 de 4h estimados');
    expect(badge).not.toHaveAttribute('data-over');
  });

  it('turns red past the estimate', () => {
    render(<CardTimeBadge card={{ timeSpentSeconds: 5 * 3600, estimateMinutes: 240 }} />);
    expect(screen.getByTestId('card-time')).toHaveAttribute('data-over', 'true');
    expect(screen.getByTestId('card-time')).toHaveTextContent('acima da estimativa');
  });

  it('shows only the time spent without an estimate, and nothing for a card without either', () => {
    render(<CardTimeBadge card={{ timeSpentSeconds: 2700, estimateMinutes: null }} />);
    expect(screen.getByTestId('card-time')).toHaveTextContent('45min');
    render(<CardTimeBadge card={{ timeSpentSeconds: 0, estimateMinutes: null }} />);
    expect(screen.getAllByTestId('card-time')).toHaveLength(1);
  });
});
