import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MentionTextarea } from '@/features/notifications/components/mention-textarea';
import type { MentionPerson } from '@/features/notifications/hooks/use-mentions';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const people: MentionPerson[] = [
  { id: 'u1', name: 'Mara Membro', email: 'mara@example.com' },
  { id: 'u2', name: 'Márcio Alves', email: 'marcio@example.com' },
  { id: 'u3', name: 'Otto Souza', email: 'otto@example.com' },
];

function Composer({ onPick }: { onPick: (person: MentionPerson) => void }) {
  const [value, setValue] = useState('');
  return (
    <MentionTextarea
      aria-label="Novo comentário"
      value={value}
      onValueChange={setValue}
      people={people}
      onPick={onPick}
    />
  );
}

describe('mention suggestions in the comment box', () => {
  it("lists the board's people while '@' is typed and picks one with the arrows and Enter", async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Composer onPick={onPick} />);
    const box = screen.getByRole('textbox', { name: 'Novo comentário' });
    await user.type(box, 'Oi @mar');
    const list = screen.getByRole('listbox', { name: 'Pessoas para mencionar' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'MMMara Membromara@example.com',
      'MAMárcio Alvesmarcio@example.com',
    ]);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Oi @Márcio Alves ');
    expect(onPick).toHaveBeenCalledWith(people[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with Tab, ignores accents, and Esc closes the list without picking', async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Composer onPick={onPick} />);
    const box = screen.getByRole('textbox', { name: 'Novo comentário' });
    await user.type(box, '@marcio');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
    await user.type(box, ' e @ot');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('@marcio e @Otto Souza ');
    expect(onPick).toHaveBeenCalledWith(people[2]);
  });
});
