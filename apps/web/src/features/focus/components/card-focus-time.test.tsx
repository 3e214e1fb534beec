import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFocusTime } from '@/features/focus/components/card-focus-time';
import { formatFocusedTime } from '@/features/focus/lib/focused-time';
import { renderWithProviders, stubFetch } from '@/test/render';

const entry = (id: string, durationSeconds: number) => ({
  id,
  cardId: 'c1',
  user: { id: 'u1', name: 'Ana Souza', image: null },
  source: 'pomodoro',
  startedAt: '2025-01-06T09:00:00.000Z',
  endedAt: '2025-01-06T09:25:00.000Z',
  durationSeconds,
  createdAt: '2025-01-06T09:25:00.000Z',
});

describe('CardFocusTime', () => {
  it("shows the card's focused time and how many sessions made it", async () => {
    stubFetch({
      '/api/v1/cards/c1/time-entries': {
        body: { entries: [entry('t1', 1500), entry('t2', 1500)], totalSeconds: 3000 },
      },
    });
    renderWithProviders(<CardFocusTime cardId="c1" />);
    expect(screen.getByRole('term')).toHaveTextContent('Tempo focado');
    expect(await screen.findByText('50 min')).toBeInTheDocument();
    expect(screen.getByRole('definition')).toHaveTextContent('50 min · 2 sessões');
  });

  it('says so when nothing was recorded yet', async () => {
    stubFetch({ '/api/v1/cards/c1/time-entries': { body: { entries: [], totalSeconds: 0 } } });
    renderWithProviders(<CardFocusTime cardId="c1" />);
    expect(await screen.findByText('Nenhum ainda')).toBeInTheDocument();
  });
});

describe('formatFocusedTime', () => {
  it('reads as seconds, minutes, then hours and minutes', () => {
    expect(formatFocusedTime(45, 'pt-BR')).toBe('45 s');
    expect(formatFocusedTime(3000, 'pt-BR')).toBe('50 min');
    expect(formatFocusedTime(3600, 'pt-BR')).toBe('1 h');
    expect(formatFocusedTime(4500, 'pt-BR')).toBe('1 h 15 min');
    expect(formatFocusedTime(4500, 'en-US')).toBe('1 hr 15 min');
  });
});
