import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { FocusMode, LazyFocusDialog } from '@/features/focus/components/focus-mode';
import { FOCUS_STORAGE_KEY, FOCUS_TEST_DURATIONS_KEY } from '@/features/focus/hooks/use-pomodoro';
import { initialPomodoroState } from '@/features/focus/lib/pomodoro';
import { runAppCommand } from '@/lib/app-commands';
import { cardFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const durations = { focus: 3000, shortBreak: 2000, longBreak: 4000 };

class FakeAudioContext {
  static oscillators = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    FakeAudioContext.oscillators += 1;
    return { type: 'sine', frequency: { value: 0 }, connect: (node: unknown) => node, start() {}, stop() {} };
  }
  createGain() {
    const ramp = () => {};
    return {
      gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
      connect: (node: unknown) => node,
    };
  }
}

function openFocus(cardId?: string) {
  act(() => runAppCommand({ type: 'focus.open', cardId }));
  return screen.getByRole('dialog', { name: 'Modo Foco' });
}

/** Moves the fake clock on; sonner shows a toast on the next timer turn, hence the extra step. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(1));
}

describe('FocusMode', () => {
  // The dialog's code loads on first open in the app; here it is ready, as on a second open.
  beforeAll(() => LazyFocusDialog.preload());

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    localStorage.setItem(FOCUS_TEST_DURATIONS_KEY, JSON.stringify(durations));
    FakeAudioContext.oscillators = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
    stubFetch({});
  });
  afterEach(() => {
    vi.useRealTimers();
    // sonner hands toasts still showing to the next test's toaster.
    toast.dismiss();
  });

  it('runs a focus session, toasts the short break, runs the break and toasts that it is over', async () => {
    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:03');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await advance(1000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:02');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Foco iniciado: 00:03 restantes');

    await advance(2000);
    expect(screen.getByText('Sessão de foco concluída! Hora de uma pausa curta.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pausa', pressed: true })).toBeInTheDocument();
    expect(within(dialog).getByText('1 sessão de foco concluída')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();

    await advance(2000);
    expect(screen.getByText('Pausa concluída! Pronto para focar novamente?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Foco', pressed: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:03');
    expect(within(dialog).getByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
  });

  it('toasts the long break after the 4th focus session', async () => {
    localStorage.setItem(
      FOCUS_STORAGE_KEY,
      JSON.stringify({ ...initialPomodoroState(durations), completedFocusSessions: 3 }),
    );
    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await advance(3000);
    expect(screen.getByText('Sessão de foco concluída! Hora de um descanso longo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descanso', pressed: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:04');
  });

  it('catches up from timestamps when a background tab becomes visible again', async () => {
    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    // The tab slept: no timer fired, but the clock moved past the session and its break.
    act(() => {
      vi.setSystemTime(T0 + 60_000);
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(screen.getByText('Sessão de foco concluída! Hora de uma pausa curta.')).toBeInTheDocument();
    expect(screen.getByText('Pausa concluída! Pronto para focar novamente?')).toBeInTheDocument();
    expect(within(dialog).getByText('1 sessão de foco concluída')).toBeInTheDocument();
  });

  it('keeps the remaining time across a reload', async () => {
    const first = renderWithProviders(<FocusMode />);
    fireEvent.click(within(openFocus()).getByRole('button', { name: 'Iniciar' }));
    await advance(1000);
    first.unmount();

    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:02');
    expect(within(dialog).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('pause stops the clock, reset restores the full time and choosing a mode resets and stops', async () => {
    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await advance(1000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Pausado com 00:02 restantes');
    await advance(5000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:02');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reiniciar' }));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:03');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descanso' }));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:04');
    expect(within(dialog).getByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
  });

  it('chimes at the end of a phase only while the sound is on', async () => {
    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await advance(3000);
    expect(FakeAudioContext.oscillators).toBeGreaterThan(0);

    FakeAudioContext.oscillators = 0;
    const sound = within(dialog).getByRole('button', { name: 'Som ao terminar' });
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await advance(2000);
    expect(screen.getByText('Pausa concluída! Pronto para focar novamente?')).toBeInTheDocument();
    expect(FakeAudioContext.oscillators).toBe(0);
  });

  it('records a completed session on the linked card once, under the session’s Idempotency-Key', async () => {
    const posts: { body: unknown; key: string | null }[] = [];
    stubFetch({
      '/api/v1/cards/c1': { body: cardFixture({ id: 'c1', title: 'Proposta comercial' }) },
      '/api/v1/cards/c1/time-entries': (init) => {
        if (init?.method !== 'POST') return { body: { entries: [], totalSeconds: 0 } };
        posts.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
        return { status: 201, body: {} };
      },
    });
    renderWithProviders(<FocusMode />);
    const dialog = openFocus('c1');
    await advance(0);
    expect(within(dialog).getByText('Proposta comercial')).toBeInTheDocument();
    const startedAt = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await advance(3000);
    expect(posts).toEqual([
      {
        body: {
          startedAt: new Date(startedAt).toISOString(),
          endedAt: new Date(startedAt + 3000).toISOString(),
          source: 'pomodoro',
        },
        key: expect.stringMatching(/^focus-/),
      },
    ]);
  });

  it('minimizes to a chip while running, shows the time in the tab title and reopens from the chip', async () => {
    document.title = 'RBAX Flow';
    renderWithProviders(<FocusMode />);
    const dialog = openFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar' }));
    await advance(1000);
    expect(document.title).toBe('00:02 · Foco — RBAX Flow');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Minimizar e continuar trabalhando' }));
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const chip = screen.getByRole('button', { name: /Modo Foco: 00:02 restantes \(Foco\)/ });
    fireEvent.click(chip);
    expect(screen.getByRole('dialog', { name: 'Modo Foco' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(document.title).toBe('RBAX Flow');
  });

  it('starts fresh instead of continuing a timer another account left on this browser', async () => {
    localStorage.setItem(
      FOCUS_STORAGE_KEY,
      JSON.stringify({
        ...initialPomodoroState(durations),
        completedFocusSessions: 2,
        linkedCardId: 'c7',
        ownerId: 'u9',
      }),
    );
    stubFetch({ '/api/auth/get-session': { body: session } });
    renderWithProviders(<SignedIn />);
    await advance(0);
    const dialog = openFocus();
    expect(within(dialog).getByText('Nenhuma sessão de foco concluída')).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum card vinculado')).toBeInTheDocument();
  });
});

/** Focus mode as the app mounts it: only once the session is known. */
function SignedIn() {
  const { user } = useAuth();
  return user ? <FocusMode /> : null;
}
