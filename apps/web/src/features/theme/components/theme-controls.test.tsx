import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeControls } from '@/features/theme/components/theme-controls';
import { ThemeProvider } from '@/features/theme/components/theme-provider';

describe('ThemeControls', () => {
  it('switches light/dark, and hacker mode hides the light/dark toggle', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeControls />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ativar tema claro' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Modo hacker' }));
    expect(localStorage.getItem('theme')).toBe('hacker');
    expect(screen.queryByRole('button', { name: /Ativar tema/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modo hacker' })).toHaveAttribute('aria-pressed', 'true');
  });
});
