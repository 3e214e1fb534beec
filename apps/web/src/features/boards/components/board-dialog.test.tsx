import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BoardDialog } from '@/features/boards/components/board-dialog';
import { boardFixture, session, templatesPtBR } from '@/test/fixtures';
import { renderWithProviders, stubFetch } from '@/test/render';

// Radix dialogs and user-event typing are slow in jsdom under a loaded CI machine.
vi.setConfig({ testTimeout: 20_000 });

const boards = Array.from({ length: 8 }, (_, index) =>
  boardFixture({ id: `b${index + 1}`, title: `Board ${index + 1}`, description: `Descrição ${index + 1}` }),
);

function renderCreate() {
  stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/templates': { body: templatesPtBR } });
  const user = userEvent.setup();
  renderWithProviders(<BoardDialog open onOpenChange={() => {}} duplicateCandidates={boards} workspaceId="w1" />);
  return user;
}

describe('Board dialog — chooser', () => {
  it('lists the 12 templates with their first 3 columns and +N, and at most 6 boards to duplicate', async () => {
    renderCreate();
    const dialog = screen.getByRole('dialog', { name: 'Novo Board' });
    expect(within(dialog).getByText('Escolha um template ou duplique um board existente')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Kanban' });
    const templates = within(screen.getByRole('region', { name: 'Templates' })).getAllByRole('button');
    expect(templates).toHaveLength(12);
    const scrum = screen.getByRole('button', { name: 'Scrum' });
    expect(within(scrum).getByText('Backlog')).toBeInTheDocument();
    expect(within(scrum).getByText('Sprint Atual')).toBeInTheDocument();
    expect(within(scrum).getByText('Em Desenvolvimento')).toBeInTheDocument();
    expect(within(scrum).queryByText('Em Revisão')).not.toBeInTheDocument();
    expect(within(scrum).getByText('+2')).toBeInTheDocument();
    const kanban = screen.getByRole('button', { name: 'Kanban' });
    expect(within(kanban).queryByText(/^\+/)).not.toBeInTheDocument();

    const duplicates = within(screen.getByRole('region', { name: 'Duplicar Board Existente' })).getAllByRole('button');
    expect(duplicates.map((button) => button.getAttribute('aria-label'))).toEqual(
      boards.slice(0, 6).map((board) => board.title),
    );
  });

  it('prefills the title, and a template choice replaces a duplicate choice and vice versa', async () => {
    const user = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Board 2' }));
    expect(screen.getByText('Duplicando board')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Board 2 (Cópia)');

    await user.click(screen.getByRole('button', { name: 'Escolher outro' }));
    expect(screen.getByRole('button', { name: 'Board 2' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Kanban' }));
    expect(screen.getByText('Template selecionado')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Kanban');

    // 'Voltar' goes back to the chooser, where only the template is chosen now.
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('button', { name: 'Kanban' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Board 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("validates the title: 'Título é obrigatório' and at most 100 characters", async () => {
    const user = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Board em Branco' }));
    const title = screen.getByLabelText('Título');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(await screen.findByText('Título é obrigatório')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(title, { target: { value: 'a'.repeat(101) } });
    expect(screen.getByText('Título deve ter no máximo 100 caracteres')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'a'.repeat(100) } });
    expect(screen.queryByText('Título deve ter no máximo 100 caracteres')).not.toBeInTheDocument();
  });

  it("opens 'Escolha um ícone colorido' with the 37 icons, LayoutGrid by default", async () => {
    const user = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Board em Branco' }));
    await user.click(screen.getByRole('button', { name: 'Ícone do Board: LayoutGrid' }));
    const popover = await screen.findByRole('dialog', { name: 'Escolha um ícone colorido' });
    const icons = within(popover).getAllByRole('button');
    expect(icons).toHaveLength(37);
    expect(within(popover).getByRole('button', { name: 'LayoutGrid' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(popover).getByRole('button', { name: 'Rocket' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(icons[7]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('button', { name: `Ícone do Board: ${icons[7]!.getAttribute('aria-label')}` }),
    ).toBeInTheDocument();
  });

  it('rejects a non-image and an image over 5 MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubFetch({ '/api/auth/get-session': { body: session }, '/api/v1/templates': { body: templatesPtBR } });
    renderWithProviders(<BoardDialog open onOpenChange={() => {}} workspaceId={null} />);
    await user.click(await screen.findByRole('button', { name: 'Board em Branco' }));
    expect(screen.getByText('PNG, JPG ou WEBP (máx. 5MB)')).toBeInTheDocument();
    const input = screen.getByLabelText('Imagem de Capa (opcional)');
    await user.upload(input, new File(['texto'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Por favor, selecione uma imagem válida')).toBeInTheDocument();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'capa.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('A imagem deve ter no máximo 5MB')).toBeInTheDocument();
  });
});

describe('Board dialog — edit mode labels', () => {
  const board = boardFixture({ id: 'b1', title: 'Produto', labels: [] });
  const labels = [
    { id: 'l1', boardId: 'b1', name: 'Bug', color: '#ef4444' },
    { id: 'l2', boardId: 'b1', name: 'Design', color: '#8b5cf6' },
  ];

  function renderEdit() {
    const fetchMock = stubFetch({
      '/api/auth/get-session': { body: session },
      '/api/v1/boards/b1/labels': { body: labels },
      '/api/v1/labels/l1': (init) => ({ body: { ...labels[0], ...JSON.parse(String(init?.body)) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardDialog open onOpenChange={() => {}} board={board} />);
    return { user, fetchMock };
  }

  it('skips the chooser, toggles a label with aria-pressed', async () => {
    const { user } = renderEdit();
    expect(screen.getByRole('dialog', { name: 'Editar Board' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Produto');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    const bug = await screen.findByRole('button', { name: 'Bug' });
    expect(bug).toHaveAttribute('aria-pressed', 'false');
    await user.click(bug);
    expect(bug).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Cor' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    expect(screen.getByRole('radio', { name: 'Vermelho' })).toBeInTheDocument();
  });

  it('renames inline: Escape cancels without closing the dialog, Enter saves', async () => {
    const { user, fetchMock } = renderEdit();
    await user.dblClick(await screen.findByRole('button', { name: 'Bug' }));
    const input = screen.getByRole('textbox', { name: 'Novo nome da etiqueta Bug' });
    await user.clear(input);
    await user.type(input, 'Erro{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Novo nome da etiqueta Bug' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bug' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Board' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/v1/labels/'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Renomear etiqueta Bug' }));
    const again = screen.getByRole('textbox', { name: 'Novo nome da etiqueta Bug' });
    await user.clear(again);
    await user.type(again, '  Erro  {Enter}');
    expect(await screen.findByText('Etiqueta atualizada')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Erro' })).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/v1/labels/l1'));
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: 'Erro' });
  });
});
