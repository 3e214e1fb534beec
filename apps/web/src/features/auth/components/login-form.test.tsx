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
});
