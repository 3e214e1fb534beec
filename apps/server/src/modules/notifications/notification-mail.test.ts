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

describe('the e-mail of a rule turned off after failing', () => {
  const disabled: NotificationMailInput = {
    ...base,
    kind: 'automation.disabled',
    dueDate: null,
    automationName: 'Triagem',
    excerpt: 'move_card: the column is not an active column of the board',
    url: 'http://localhost/board/b/automations',
  };

  it('names the rule in the subject, says why, and links to the board’s automations', () => {
    const mail = notificationMail(disabled, 'pt-BR');
    expect(mail.subject).toBe('A automação "Triagem" foi desativada após 20 falhas seguidas — RBAX Flow');
    expect(mail.text).toContain('falhou 20 vezes seguidas');
    expect(mail.text).toContain('move_card: the column is not an active column of the board');
    expect(mail.text).toContain('Abrir automações');
    expect(mail.text).toContain('http://localhost/board/b/automations');
  });

  it('speaks the recipient’s language', () => {
    expect(notificationMail(disabled, 'en-US').subject).toContain('The automation "Triagem" was turned off');
    expect(notificationMail(disabled, 'es-ES').subject).toContain('La automatización "Triagem" se desactivó');
  });
});
