import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { renderWithProviders, stubFetch } from '@/test/render';

describe('LoginForm', () => {
  it('shows the pt-BR messages for an invalid email and a short password', async () => {
    stubFetch({ '/api/auth/get-session': { body: null }, '/api/v1/auth/providers': { body: { google: false } } });
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />);

    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), '12');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter no mínimo 6 caracteres')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Entrar com Google' })).not.toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    stubFetch({ '/api/auth/get-session': { body: null }, '/api/v1/auth/providers': { body: { google: true } } });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    const password = screen.getByLabelText('Senha', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Entrar com Google' })).toBeInTheDocument();
  });

  it('shows "Email ou senha incorretos" for rejected credentials', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/auth/providers': { body: { google: false } },
      '/api/auth/sign-in/email': {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Email ou senha incorretos' } },
      },
    });
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email ou senha incorretos')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the second factor when the account uses 2FA, and accepts a backup code instead', async () => {
    const verified: unknown[] = [];
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/auth/providers': { body: { google: false } },
      '/api/auth/sign-in/email': { body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
      '/api/auth/two-factor/verify-totp': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Dados inválidos',
            issues: [
              { path: ['code'], message: 'Código inválido. Confira o aplicativo autenticador e tente de novo.' },
            ],
          },
        },
      },
      '/api/auth/two-factor/verify-backup-code': (init) => {
        verified.push(JSON.parse(String(init?.body)));
        return { body: { token: 't', user: {} } };
      },
    });
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onForgotPassword={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('heading', { name: 'Verificação em duas etapas' })).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Código de verificação'), '12');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Digite os 6 dígitos do código')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Código de verificação'));
    await user.type(screen.getByLabelText('Código de verificação'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Código inválido. Confira o aplicativo autenticador e tente de novo.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usar código de backup' }));
    await user.type(screen.getByLabelText('Código de backup'), 'abcde-12345');
    await user.click(screen.getByLabelText('Confiar neste dispositivo por 30 dias'));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(verified).toEqual([{ code: 'abcde-12345', trustDevice: true }]);
  });
});
