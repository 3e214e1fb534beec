import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeedbackWidget } from '@/features/feedback/components/feedback-widget';
import { markToasterReady } from '@/features/site-widgets/lib/site-toast';
import { loadLanguage, loadSiteTranslations } from '@/lib/i18n';
import { renderWithProviders, stubFetch } from '@/test/render';

async function openWidget() {
  const user = userEvent.setup();
  renderWithProviders(<FeedbackWidget />, '/pricing');
  await user.click(screen.getByRole('button', { name: 'Enviar feedback' }));
  await screen.findByRole('dialog', { name: 'Como está sua experiência?' });
  return user;
}

describe('FeedbackWidget', () => {
  beforeAll(async () => {
    await loadSiteTranslations();
    await loadLanguage('pt-BR');
    // The test renderer mounts sonner's Toaster itself.
    markToasterReady();
  });

  it('opens on the stars, chosen with the arrow keys, and shows the comment box after a rating', async () => {
    stubFetch({ '/api/auth/get-session': { body: null } });
    const user = await openWidget();
    const first = await screen.findByRole('radio', { name: '1 de 5 estrelas' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.queryByLabelText('Comentário (opcional)')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 de 5 estrelas' })).toBeChecked();
    expect(screen.getByLabelText('Comentário (opcional)')).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();
  });

  it('counts characters and refuses a comment over 500 characters', async () => {
    const fetchMock = stubFetch({ '/api/auth/get-session': { body: null } });
    const user = await openWidget();
    await user.click(await screen.findByRole('radio', { name: '4 de 5 estrelas' }));
    const comment = screen.getByLabelText('Comentário (opcional)');
    await user.type(comment, 'Ótimo');
    expect(screen.getByText('5/500')).toBeInTheDocument();
    fireEvent.change(comment, { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(screen.getByText('Comentário muito longo (máx. 500 caracteres)')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/v1/feedback'))).toBe(false);
  });

  it('sends rating, trimmed comment and page, thanks the visitor, resets and closes', async () => {
    const fetchMock = stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/feedback': { status: 201, body: { id: 'f1' } },
    });
    const user = await openWidget();
    await user.click(await screen.findByRole('radio', { name: '5 de 5 estrelas' }));
    await user.type(screen.getByLabelText('Comentário (opcional)'), '  Muito bom!  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigado pelo seu feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar feedback' })).toHaveFocus();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/v1/feedback'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 5,
      comment: 'Muito bom!',
      page: window.location.pathname,
    });
    await user.click(screen.getByRole('button', { name: 'Enviar feedback' }));
    expect(await screen.findByRole('radio', { name: '5 de 5 estrelas' })).not.toBeChecked();
  });

  it('says "Erro ao enviar feedback" when sending fails and keeps the answer', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/feedback': { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    });
    const user = await openWidget();
    await user.click(await screen.findByRole('radio', { name: '2 de 5 estrelas' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao enviar feedback')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 de 5 estrelas' })).toBeChecked();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    stubFetch({ '/api/auth/get-session': { body: null } });
    const user = await openWidget();
    await screen.findByRole('radio', { name: '1 de 5 estrelas' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar feedback' })).toHaveFocus();
  });
});
