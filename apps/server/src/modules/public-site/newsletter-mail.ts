import type { Locale } from '@rbax/shared/i18n';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';
import { NEWSLETTER_CONFIRM_TTL_DAYS } from './newsletter-tokens.ts';

/** The double-opt-in e-mail, in the language of the page the visitor signed up from. */
const texts: Record<
  Locale,
  { subject: string; greeting: string; body: string[]; action: string; footer: string; unsubscribe: string }
> = {
  'pt-BR': {
    subject: 'Confirme sua inscrição na newsletter — RBAX Flow',
    greeting: 'Olá!',
    body: [
      'Recebemos um pedido para inscrever este email na newsletter do RBAX Flow.',
      `Confirme a inscrição pelo link abaixo. Ele vale por ${NEWSLETTER_CONFIRM_TTL_DAYS} dias.`,
    ],
    action: 'Confirmar inscrição',
    footer: 'Se você não pediu a inscrição, ignore este email: sem confirmação, você não receberá nada.',
    unsubscribe: 'Cancelar inscrição',
  },
  'en-US': {
    subject: 'Confirm your newsletter subscription — RBAX Flow',
    greeting: 'Hi!',
    body: [
      'We received a request to subscribe this email to the RBAX Flow newsletter.',
      `Confirm the subscription with the link below. It is valid for ${NEWSLETTER_CONFIRM_TTL_DAYS} days.`,
    ],
    action: 'Confirm subscription',
    footer: "If you didn't ask to subscribe, ignore this email: without confirmation you will receive nothing.",
    unsubscribe: 'Unsubscribe',
  },
  'es-ES': {
    subject: 'Confirma tu suscripción al boletín — RBAX Flow',
    greeting: '¡Hola!',
    body: [
      'Recibimos una solicitud para suscribir este email al boletín de RBAX Flow.',
      `Confirma la suscripción con el enlace de abajo. Es válido durante ${NEWSLETTER_CONFIRM_TTL_DAYS} días.`,
    ],
    action: 'Confirmar suscripción',
    footer: 'Si no solicitaste la suscripción, ignora este email: sin confirmación no recibirás nada.',
    unsubscribe: 'Cancelar suscripción',
  },
};

export function newsletterConfirmMail(
  input: { to: string; confirmUrl: string; unsubscribeUrl: string },
  locale: Locale,
): MailMessage {
  const t = texts[locale];
  return {
    to: input.to,
    subject: t.subject,
    ...buildActionMail(
      {
        greeting: t.greeting,
        paragraphs: t.body,
        action: { label: t.action, url: input.confirmUrl },
        footer: t.footer,
        secondaryAction: { label: t.unsubscribe, url: input.unsubscribeUrl },
      },
      locale,
    ),
  };
}
