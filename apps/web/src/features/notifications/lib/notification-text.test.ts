import type { Notification } from '@rbax/shared/notifications';
import { describe, expect, it } from 'vitest';
import {
  kindKey,
  notificationHref,
  notificationMessage,
  sentenceParts,
} from '@/features/notifications/lib/notification-text';

const base: Notification = {
  id: 'n1',
  kind: 'card.mentioned',
  read: false,
  createdAt: '2031-03-10T12:00:00.000Z',
  actor: { id: 'u1', name: 'Ana Souza', image: null },
  workspace: { id: 'w1', name: 'Time' },
  board: { id: 'b1', title: 'Vendas', icon: 'LayoutGrid' },
  card: { id: 'c1', title: 'Proposta' },
  excerpt: 'Olha isso',
  dueDate: null,
};

describe('notification text', () => {
  it('names each kind with a camel-case key', () => {
    expect(kindKey('card.due_soon')).toBe('cardDueSoon');
    expect(kindKey('workspace.invited')).toBe('workspaceInvited');
  });

  it('fills the sentence with the actor, card, board, workspace and due date', () => {
    expect(notificationMessage(base, 'pt-BR')).toEqual({
      key: 'notifications.kinds.cardMentioned',
      values: { actor: 'Ana Souza', card: 'Proposta', board: 'Vendas', workspace: 'Time', date: '', rule: '' },
    });
    const due = notificationMessage(
      { ...base, kind: 'card.overdue', actor: null, dueDate: '2031-03-11T12:00:00.000Z' },
      'pt-BR',
    );
    expect(due.values).toMatchObject({ actor: '', date: '11/03/2031' });
  });

  it('leads to the card dialog, or to the workspaces page for a workspace notice', () => {
    expect(notificationHref(base)).toBe('/board/b1/card/c1');
    expect(notificationHref({ ...base, kind: 'workspace.invited', board: null, card: null })).toBe('/workspaces');
  });

  it('names the rule of an automation that was turned off and leads to the board’s automations', () => {
    const off = {
      ...base,
      kind: 'automation.disabled' as const,
      card: null,
      automation: { id: 'r1', name: 'Arquivar concluídos' },
    };
    expect(notificationMessage(off, 'pt-BR').values.rule).toBe('Arquivar concluídos');
    expect(notificationHref(off)).toBe('/board/b1/automations');
  });

  it('cuts the sentence into text and bold names, never reading a name as markup', () => {
    const t = (_key: string, values: { actor: string; card: string }) =>
      `${values.actor} mencionou você em ${values.card}`;
    const message = notificationMessage({ ...base, card: { id: 'c1', title: '<b>x</b>' } }, 'pt-BR');
    expect(sentenceParts(t, message)).toEqual([
      { text: 'Ana Souza', strong: true },
      { text: ' mencionou você em ', strong: false },
      { text: '<b>x</b>', strong: true },
    ]);
  });
});
