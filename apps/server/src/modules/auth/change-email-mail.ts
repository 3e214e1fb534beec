import type { Locale } from '@rbax/shared/i18n';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';

/**
 * The confirmation sent to the NEW address of an e-mail change (decision 026): the address
 * changes only when this link is opened, which proves the person controls it.
 */
const texts: Record<
  Locale,
  {
    subject: string;
    greeting: (name: string) => string;
    body: (email: string) => string[];
    action: string;
    footer: string;
  }
> = {
  'pt-BR': {
    subject: 'Confirme seu novo email — RBAX Flow',
    greeting: (name) => `Olá, ${name}!`,
    body: (email) => [
      `Recebemos um pedido para trocar o email da sua conta no RBAX Flow para ${email}.`,
      'A troca só acontece quando você abrir o link abaixo, que vale por 1 hora.',
    ],
    action: 'Confirmar novo email',
    footer: 'Se você não pediu esta troca, ignore este email: nada muda na sua conta.',
  },
  'en-US': {
    subject: 'Confirm your new email — RBAX Flow',
    greeting: (name) => `Hi, ${name}!`,
    body: (email) => [
      `We received a request to change the email of your RBAX Flow account to ${email}.`,
      'The change happens only when you open the link below, valid for 1 hour.',
    ],
    action: 'Confirm new email',
    footer: "If you didn't ask for this change, ignore this email: nothing changes in your account.",
  },
  'es-ES': {
    subject: 'Confirma tu nuevo email — RBAX Flow',
    greeting: (name) => `¡Hola, ${name}!`,
    body: (email) => [
      `Recibimos una solicitud para cambiar el email de tu cuenta de RBAX Flow a ${email}.`,
      'El cambio solo ocurre cuando abras el enlace de abajo, válido durante 1 hora.',
    ],
    action: 'Confirmar nuevo email',
    footer: 'Si no solicitaste este cambio, ignora este email: nada cambia en tu cuenta.',
  },
};

export function changeEmailMail(user: { name: string }, newEmail: string, url: string, locale: Locale): MailMessage {
  const t = texts[locale];
  return {
    to: newEmail,
    subject: t.subject,
    ...buildActionMail(
      {
        greeting: t.greeting(user.name),
        paragraphs: t.body(newEmail),
        action: { label: t.action, url },
        footer: t.footer,
      },
      locale,
    ),
  };
}
