import { describe, expect, it } from 'vitest';
import { notificationMail, type NotificationMailInput } from './notification-mail.ts';

const base: NotificationMailInput = {
  to: 'ana@example.com',
  recipientName: 'Ana',
  kind: 'card.due_soon',
  actorName: '',
  cardTitle: 'Fechar contrato',
  boardTitle: 'Vendas',
  workspaceName: '',
  excerpt: null,
  // 15:30 UTC
  dueDate: new Date('2026-03-10T15:30:00Z'),
  url: 'http://localhost/board/b/card/c',
};

describe('notification e-mail due dates', () => {
  it('shows the due date in Brasília time when the recipient has no time zone', () => {
    const mail = notificationMail(base, 'pt-BR');
    expect(mail.text).toContain('12:30');
  });

  it("shows the due date in the recipient's own time zone", () => {
    const mail = notificationMail({ ...base, timeZone: 'Europe/Lisbon' }, 'pt-BR');
    expect(mail.text).toContain('15:30');
    expect(mail.text).not.toContain('12:30');
  });

  it('falls back to Brasília time for a time zone the runtime does not know', () => {
    const mail = notificationMail({ ...base, timeZone: 'Mars/Olympus_Mons' }, 'en-US');
    expect(mail.text).toContain('12:30');
  });
});
