import { GENERATED_PASSWORD_LENGTH } from '@rbax/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { renderWithProviders, stubFetch } from '@/test/render';

function setup() {
  const onSignedUp = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SignUpForm onSignedUp={onSignedUp} />);
  return { user, onSignedUp };
}

describe('SignUpForm', () => {
  beforeEach(() => {
    stubFetch({ '/api/auth/get-session': { body: null } });
  });

  it('shows the pt-BR validation messages under the fields', async () => {
    const { user, onSignedUp } = setup();
    await user.type(screen.getByLabelText('Nome'), 'A');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), '123');
    await user.type(screen.getByLabelText('Confirmar Senha'), '999');
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));

    expect(await screen.findByText('Nome deve ter no mínimo 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(screen.getByText('Senha deve ter no mínimo 6 caracteres')).toBeInTheDocument();
    expect(screen.getByText('As senhas não coincidem')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email inválido');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it("'Gerar senha' fills both password fields with a strong 16-character password", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Gerar senha' }));

    const password = screen.getByLabelText('Senha', { selector: 'input' });
    const confirmation = screen.getByLabelText('Confirmar Senha');
    const value = (password as HTMLInputElement).value;
    expect(value).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(confirmation).toHaveValue(value);
    expect(screen.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', 'Forte');
    expect(screen.getByText('Forte')).toBeInTheDocument();
    expect(await screen.findByText('Senha segura gerada!')).toBeInTheDocument();
  });

  it('maps server validation issues back onto the fields', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/auth/sign-up/email': {
        status: 409,
        body: { error: { code: 'email_taken', message: 'Este email já está cadastrado. Tente fazer login.' } },
      },
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), 'Valid-Pass-2024');
    await user.type(screen.getByLabelText('Confirmar Senha'), 'Valid-Pass-2024');
    await user.click(screen.getByRole('button', { name: 'Criar Conta' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Este email já está cadastrado. Tente fazer login.'),
    );
  });
});
