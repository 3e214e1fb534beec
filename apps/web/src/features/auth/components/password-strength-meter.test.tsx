import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['abcdef', 'Fraca'],
    ['abcdefgh', 'Fraca'],
    ['Abcdefgh1', 'Média'],
    ['abcdefghijkl1', 'Média'],
    ['Abcdefghijk1!', 'Forte'],
  ])('labels %s as %s', (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByRole('meter', { name: 'Força da senha' })).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('is hidden while the password is empty', () => {
    render(<PasswordStrengthMeter password="" />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
