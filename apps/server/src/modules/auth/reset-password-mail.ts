import type { Locale } from '@rbax/shared/i18n';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';

/** The reset e-mail, in the language of the person who asked for it. */
const texts: Record<
  Locale,
  { subject: string; greeting: (name: string) => string; body: string[]; action: string; footer: string }
> = {
  'pt-BR': {
    subject: 'Redefinição de senha — RBAX Flow',
    greeting: (name) => `Olá, ${name}!`,
    body: [
      'Recebemos um pedido para redefinir a senha da sua conta no RBAX Flow.',
      'O link abaixo vale por 1 hora e só pode ser usado uma vez.',
    ],
    action: 'Redefinir senha',
    footer: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  },
  'en-US': {
    subject: 'Password reset — RBAX Flow',
    greeting: (name) => `Hi, ${name}!`,
    body: [
      'We received a request to reset the password of your RBAX Flow account.',
      'The link below is valid for 1 hour and can be used only once.',
    ],
    action: 'Reset password',
    footer: "If you didn't ask for a reset, ignore this email: your password stays the same.",
  },
  'es-ES': {
    subject: 'Restablecimiento de contraseña — RBAX Flow',
    greeting: (name) => `¡Hola, ${name}!`,
    body: [
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta de RBAX Flow.',
      'El enlace de abajo es válido durante 1 hora y solo puede usarse una vez.',
    ],
    action: 'Restablecer contraseña',
    footer: 'Si no solicitaste el restablecimiento, ignora este email: tu contraseña sigue siendo la misma.',
  },
};

export function resetPasswordMail(user: { name: string; email: string }, url: string, locale: Locale): MailMessage {
  const t = texts[locale];
  return {
    to: user.email,
    subject: t.subject,
    ...buildActionMail(
      { greeting: t.greeting(user.name), paragraphs: t.body, action: { label: t.action, url }, footer: t.footer },
      locale,
    ),
  };
}
