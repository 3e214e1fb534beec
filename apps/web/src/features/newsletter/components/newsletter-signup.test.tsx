import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_SUCCESS_MS } from '@rbax/shared/public-site-constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { loadLanguage, loadSiteTranslations } from '@/lib/i18n';
import { renderWithProviders, stubFetch } from '@/test/render';

function newsletterCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/v1/newsletter'));
}

async function subscribe(email: string, user = userEvent.setup()) {
  await user.type(screen.getByLabelText('Seu email'), email);
  await user.click(screen.getByRole('button', { name: 'Inscrever-se' }));
}

describe('NewsletterSignup', () => {
  beforeAll(async () => {
    await loadSiteTranslations();
    await loadLanguage('pt-BR');
  });
  afterEach(() => vi.useRealTimers());

  it('shows "Email inválido" under the field and sends nothing for a bad address', async () => {
    const fetchMock = stubFetch({ '/api/auth/get-session': { body: null } });
    renderWithProviders(<NewsletterSignup />);
    await subscribe('not-an-email');
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Seu email')).toHaveAccessibleDescription('Email inválido');
    expect(newsletterCalls(fetchMock)).toHaveLength(0);
  });

  it('sends the trimmed address, shows success for 3 s, then resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/newsletter': { status: 202, body: { status: 'pending' } },
    });
    renderWithProviders(<NewsletterSignup />);
    await subscribe('  Ana@Example.com ', userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Enviamos um link de confirmação'));
    const [, init] = newsletterCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.com' });
    expect(screen.getByLabelText('Seu email')).toHaveValue('');
    act(() => vi.advanceTimersByTime(NEWSLETTER_SUCCESS_MS - 100));
    expect(status).toHaveTextContent('Enviamos um link de confirmação');
    act(() => vi.advanceTimersByTime(100));
    expect(status).toBeEmptyDOMElement();
  });

  it("shows the server's message when the server refuses", async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/newsletter': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Muitas tentativas. Tente novamente mais tarde.' } },
      },
    });
    renderWithProviders(<NewsletterSignup />);
    await subscribe('ana@example.com');
    expect(await screen.findByText('Muitas tentativas. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('falls back to "Erro ao inscrever. Tente novamente." on a server fault', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/newsletter': { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    });
    renderWithProviders(<NewsletterSignup />);
    await subscribe('ana@example.com');
    expect(await screen.findByText('Erro ao inscrever. Tente novamente.')).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
