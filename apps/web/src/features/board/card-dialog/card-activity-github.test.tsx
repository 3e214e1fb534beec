import type { BoardEvent } from '@rbax/shared/event-log';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardActivity, describeEvent } from '@/features/board/card-dialog/card-activity';
import { CardShortId } from '@/features/board/components/card-short-id';
import { i18n, loadAllAppTranslations } from '@/lib/i18n';
import { cardFixture, columnFixture } from '@/test/card-fixtures';
import { session } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const columns = [columnFixture()];

function linked(data: Record<string, unknown>, id = 'e1'): BoardEvent {
  return {
    id,
    seq: Number(id.slice(1)),
    boardId: 'b1',
    workspaceId: null,
    kind: 'card.linked',
    entityId: 'c1',
    actor: null,
    data: { provider: 'github', ...data },
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const commit = {
  kind: 'commit',
  url: 'https://github.com/acme/app/commit/0abcdef',
  title: 'Corrige o login',
  author: 'anadev',
};
const merged = {
  kind: 'pull_request',
  url: 'https://github.com/acme/app/pull/7',
  title: 'Login novo',
  author: 'bia',
  merged: true,
};

describe('the history of a card linked from GitHub', () => {
  it('tells commits and pull requests in a sentence, with or without an author', () => {
    expect(describeEvent(linked(commit), columns, i18n.t)).toBe('Commit “Corrige o login” vinculado por anadev');
    expect(describeEvent(linked({ ...commit, author: null }), columns, i18n.t)).toBe(
      'Commit “Corrige o login” vinculado',
    );
    expect(describeEvent(linked({ ...merged, merged: false, author: 'ana' }), columns, i18n.t)).toBe(
      'Pull request “Login novo” vinculado por ana',
    );
    expect(describeEvent(linked(merged), columns, i18n.t)).toBe('Pull request “Login novo” mesclado por bia');
    expect(describeEvent(linked({ ...merged, author: null }), columns, i18n.t)).toBe(
      'Pull request “Login novo” mesclado',
    );
    expect(describeEvent(linked({ kind: 'commit' }), columns, i18n.t)).toBe(
      'Um commit ou pull request do GitHub foi vinculado',
    );
  });

  it('says it in English and Spanish too', async () => {
    await i18n.changeLanguage('en-US');
    await loadAllAppTranslations();
    expect(describeEvent(linked(merged), columns, i18n.t)).toBe('Pull request “Login novo” merged by bia');
    await i18n.changeLanguage('es-ES');
    await loadAllAppTranslations();
    expect(describeEvent(linked(commit), columns, i18n.t)).toBe('Commit “Corrige o login” vinculado por anadev');
    expect(describeEvent(linked(merged), columns, i18n.t)).toBe('Pull request “Login novo” fusionado por bia');
  });

  it('links the sentence to the commit on GitHub, in a new tab; other addresses stay text', async () => {
    const events = [linked(commit, 'e1'), linked({ ...merged, url: 'javascript:alert(1)' }, 'e2')];
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/cards/c1/activity': { body: events } });
    renderWithProviders(<CardActivity card={cardFixture({ id: 'c1' })} columns={columns} />);

    const history = await screen.findByRole('list', { name: 'Histórico' });
    const link = within(history).getByRole('link', {
      name: /^Commit “Corrige o login” vinculado por anadev\s+\(abre em nova aba\)$/,
    });
    expect(link).toHaveAttribute('href', commit.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(history).getByText('Pull request “Login novo” mesclado por bia').closest('a')).toBeNull();
  });
});

describe('the card’s short id', () => {
  it('shows #<last 8 characters of the id> and copies it', async () => {
    stubFetch({ '/api/auth/get-session': { body: session } });
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<CardShortId cardId="01938a2b-1111-7abc-9def-0123456789AB" />);

    expect(screen.getByText('#456789ab')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar o código #456789ab do card' }));
    expect(writeText).toHaveBeenCalledWith('#456789ab');
  });
});
