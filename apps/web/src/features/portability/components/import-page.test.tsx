import type { PortabilityJob } from '@rbax/shared/portability/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportPage } from '@/features/portability/components/import-page';
import { session, workspaceFixture } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

const JOB = '0196a0a0-0000-7000-8000-0000000000d1';
const BOARD = '0196a0a0-0000-7000-8000-0000000000e1';

function job(overrides: Partial<PortabilityJob>): PortabilityJob {
  return {
    id: JOB,
    kind: 'import',
    status: 'preview',
    progress: 0,
    source: 'trello',
    format: 'json',
    workspaceId: 'w1',
    boardId: null,
    fileName: 'trello.json',
    bytes: 1000,
    preview: {
      title: 'Projeto Trello',
      counts: {
        columns: 3,
        closedColumns: 1,
        cards: 6,
        archivedCards: 1,
        labels: 2,
        members: 1,
        checklistItems: 2,
        comments: 2,
        attachments: 1,
        skipped: 1,
      },
      columns: [{ key: 'l1', name: 'A Fazer', archived: false, cards: 6 }],
      colors: [{ key: 'sky', proposed: '#3b82f6', labels: ['Design'] }],
      members: [{ key: 'm1', name: 'Ana Souza', username: 'anasouza', email: null, suggestedUserId: 'u2' }],
      csv: null,
      notes: [{ kind: 'card', name: 'Lista sumiu', reason: 'listNotFound' }],
    },
    report: null,
    workspaceIds: [],
    error: null,
    scheduled: false,
    downloadUrl: null,
    expiresAt: null,
    createdAt: '2026-11-26T12:00:00.000Z',
    updatedAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

const members = {
  members: [
    {
      userId: 'u1',
      name: 'Olga Dona',
      email: 'olga@example.com',
      image: null,
      role: 'owner',
      joinedAt: '2026-01-01T00:00:00.000Z',
    },
    {
      userId: 'u2',
      name: 'Ana Souza',
      email: 'ana@example.com',
      image: null,
      role: 'member',
      joinedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  invitations: [],
};

describe('ImportPage', () => {
  it('uploads a Trello file, shows the preview and mapping, confirms, and reports with a link to the board', async () => {
    const user = userEvent.setup();
    let confirmed: unknown = null;
    let current = job({});
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture()] },
      '/api/v1/workspaces/w1/members': { body: members },
      '/api/v1/imports': { status: 201, body: current },
      [`/api/v1/imports/${JOB}`]: () => ({ body: current }),
      [`/api/v1/imports/${JOB}/confirm`]: (init) => {
        confirmed = JSON.parse(String(init?.body));
        current = job({
          status: 'done',
          progress: 100,
          boardId: BOARD,
          report: {
            imported: {
              columns: 3,
              cards: 6,
              archivedCards: 1,
              labels: 2,
              checklistItems: 2,
              comments: 2,
              attachmentLinks: 1,
            },
            skipped: [{ kind: 'card', name: 'Lista sumiu', reason: 'listNotFound' }],
            warnings: [],
            skippedCount: 1,
            warningCount: 0,
            rejectedRows: 0,
          },
        });
        return { status: 202, body: job({ status: 'queued' }) };
      },
    });
    renderWithProviders(<ImportPage />, '/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Workspace de destino' }).textContent).toContain('Marketing'),
    );
    await user.upload(
      screen.getByLabelText('Arquivo'),
      new File(['{"lists":[],"cards":[]}'], 'trello.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar e pré-visualizar' }));

    expect(await screen.findByText('Itens de checklist')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Título do novo board' })).toHaveProperty('value', 'Projeto Trello');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Ana Souza/ }).textContent).toContain('Ana Souza (ana@example.com)'),
    );
    await user.click(screen.getByRole('radio', { name: 'Não importar' }));
    await user.click(screen.getByRole('button', { name: 'Importar' }));

    await waitFor(() =>
      expect(confirmed).toMatchObject({
        members: { m1: 'u2' },
        colors: { sky: '#3b82f6' },
        closedColumns: 'skip',
        title: 'Projeto Trello',
      }),
    );
    expect(await screen.findByText('Importação concluída', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir board' }).getAttribute('href')).toBe(`/board/${BOARD}`);
    expect(screen.getByText('a lista do card não está no arquivo')).toBeTruthy();
  });

  it('shows the server’s reason when the file is refused', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/workspaces': { body: [workspaceFixture()] },
      '/api/v1/imports': {
        status: 422,
        body: {
          error: { code: 'unprocessable', message: 'Este arquivo não é a exportação JSON de um board do Trello.' },
        },
      },
    });
    renderWithProviders(<ImportPage />, '/import');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Workspace de destino' }).textContent).toContain('Marketing'),
    );
    await user.upload(screen.getByLabelText('Arquivo'), new File(['{}'], 'x.json', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Enviar e pré-visualizar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este arquivo não é a exportação JSON de um board do Trello.',
    );
  });
});
