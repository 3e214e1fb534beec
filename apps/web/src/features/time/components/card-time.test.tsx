import type { CardTimeEntries } from '@rbax/shared/time/entries';
import type { TimerState } from '@rbax/shared/time/timer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardTimeEntries as CardTimeEntriesList } from '@/features/time/components/card-time-entries';
import { CardTimePanel } from '@/features/time/components/card-time-panel';
import { HeaderTimer } from '@/features/time/components/header-timer';
import { cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

vi.setConfig({ testTimeout: 20_000 });

const entries: CardTimeEntries = {
  totalSeconds: 5400,
  estimateMinutes: 60,
  entries: [
    {
      id: 'e1',
      cardId: 'c1',
      boardId: 'b1',
      user: { id: 'u1', name: 'Ana Souza', image: null },
      source: 'manual',
      workDate: '2026-11-24',
      startedAt: '2026-11-24T12:00:00.000Z',
      endedAt: '2026-11-24T13:30:00.000Z',
      durationSeconds: 5400,
      note: 'Revisão do layout',
      billable: true,
      createdAt: '2026-11-24T13:30:00.000Z',
      canChange: true,
    },
  ],
};
const idle: TimerState = { timer: null, now: new Date().toISOString() };
const card = cardFixture({
  id: 'c1',
  boardId: 'b1',
  title: 'Página inicial',
  estimateMinutes: 60,
  timeSpentSeconds: 5400,
});

describe('the card’s time in its dialog', () => {
  it('lists the entries and adds one typed like 1h30, refusing a duration it cannot read', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/cards/c1/time-entries': (init) => {
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return { status: 201, body: entries.entries[0] };
        }
        return { body: entries };
      },
    });
    renderWithProviders(<CardTimeEntriesList card={card} canEdit />);
    expect(await screen.findByText('Revisão do layout')).toBeInTheDocument();
    expect(screen.getByText('Faturável')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Editar o registro de 1 h 30 min/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registrar tempo' }));
    await user.type(screen.getByLabelText('Duração'), 'uma hora');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Duração inválida. Use, por exemplo, 1h30, 90m, 1,5h ou 1:30')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(screen.getByLabelText('Duração'));
    await user.type(screen.getByLabelText('Duração'), '1,5h');
    await user.click(screen.getByLabelText('Faturável'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Tempo registrado')).toBeInTheDocument();
    expect(posted).toEqual([
      expect.objectContaining({ source: 'manual', duration: '1,5h', billable: true, note: null }),
    ]);
  });

  it('shows time spent over the estimate in red and starts the timer on the card', async () => {
    const user = userEvent.setup();
    const started = vi.fn();
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/cards/c1/time-entries': { body: entries },
      '/api/v1/timer': { body: idle },
      '/api/v1/cards/c1/timer/start': () => {
        started();
        return {
          body: {
            stopped: null,
            timer: {
              id: 't1',
              startedAt: new Date().toISOString(),
              keptAt: null,
              billable: false,
              note: null,
              card: { id: 'c1', title: 'Página inicial', boardId: 'b1', boardTitle: 'Site' },
            },
          },
        };
      },
    });
    renderWithProviders(<CardTimePanel card={card} canEdit />);
    const spent = await screen.findByTestId('card-time-spent');
    expect(spent).toHaveTextContent('1h30 de 1h · 30min acima da estimativa');
    expect(screen.getByRole('meter', { name: 'Tempo gasto em relação à estimativa' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByLabelText('Estimativa')).toHaveValue('1h');
    await user.click(screen.getByRole('button', { name: 'Iniciar cronômetro' }));
    expect(await screen.findByRole('button', { name: /Parar cronômetro/ })).toHaveAttribute('aria-pressed', 'true');
    expect(started).toHaveBeenCalledTimes(1);
  });
});

describe('HeaderTimer', () => {
  const running = (minutesAgo: number): TimerState => ({
    now: new Date().toISOString(),
    timer: {
      id: 't1',
      startedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      keptAt: null,
      billable: false,
      note: null,
      card: { id: 'c1', title: 'Página inicial', boardId: 'b1', boardTitle: 'Site' },
    },
  });

  it('shows the running timer with its card, and stops it', async () => {
    const user = userEvent.setup();
    const stopped = vi.fn();
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/timer': { body: running(65) },
      '/api/v1/timer/stop': () => {
        stopped();
        return { body: { entry: null } };
      },
    });
    renderWithProviders(<HeaderTimer />);
    const timer = await screen.findByTestId('header-timer');
    expect(within(timer).getByRole('link', { name: /Cronômetro ligado em “Página inicial”/ })).toHaveAttribute(
      'href',
      '/board/b1/card/c1',
    );
    expect(timer).toHaveTextContent(/1:0[45]:\d\d/);
    await user.click(within(timer).getByRole('button', { name: 'Parar cronômetro de “Página inicial”' }));
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('asks about a timer running for more than 10 hours, and keeps it when told', async () => {
    const user = userEvent.setup();
    const kept = vi.fn();
    const long = running(11 * 60);
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/timer': { body: long },
      '/api/v1/timer/keep': () => {
        kept();
        return { body: { ...long, timer: { ...long.timer!, keptAt: new Date().toISOString() } } };
      },
    });
    renderWithProviders(<HeaderTimer />);
    const dialog = await screen.findByRole('dialog', { name: 'O cronômetro ainda está ligado' });
    expect(dialog).toHaveTextContent('Ele está contando há 11 h em “Página inicial”');
    expect(within(dialog).getByLabelText('Salvar o tempo até')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuar contando' }));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('O cronômetro continua contando')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
