import type { Locale } from '@rbax/shared/i18n';
import { INVITATION_TTL_DAYS } from '@rbax/shared/workspaces';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';

/** The workspace invitation e-mail, in the inviter's language (the request's locale). */
const texts: Record<
  Locale,
  {
    subject: (workspace: string) => string;
    greeting: string;
    body: (inviter: string, workspace: string) => string[];
    action: string;
    footer: string;
  }
> = {
  'pt-BR': {
    subject: (w) => `Convite para o workspace ${w} — RBAX Flow`,
    greeting: 'Olá!',
    body: (i, w) => [
      `${i} convidou você para participar do workspace "${w}" no RBAX Flow.`,
      `Crie sua conta ou entre com este email para aceitar. O convite vale por ${INVITATION_TTL_DAYS} dias.`,
    ],
    action: 'Aceitar convite',
    footer: 'Se você não esperava este convite, ignore este email.',
  },
  'en-US': {
    subject: (w) => `Invitation to the ${w} workspace — RBAX Flow`,
    greeting: 'Hi!',
    body: (i, w) => [
      `${i} invited you to join the "${w}" workspace on RBAX Flow.`,
      `Create your account or sign in with this email to accept. The invitation is valid for ${INVITATION_TTL_DAYS} days.`,
    ],
    action: 'Accept invitation',
    footer: "If you weren't expecting this invitation, ignore this email.",
  },
  'es-ES': {
    subject: (w) => `Invitación al workspace ${w} — RBAX Flow`,
    greeting: '¡Hola!',
    body: (i, w) => [
      `${i} te invitó a unirte al workspace "${w}" en RBAX Flow.`,
      `Crea tu cuenta o inicia sesión con este email para aceptar. La invitación es válida durante ${INVITATION_TTL_DAYS} días.`,
    ],
    action: 'Aceptar invitación',
    footer: 'Si no esperabas esta invitación, ignora este email.',
  },
};

export function invitationMail(
  input: { to: string; inviterName: string; workspaceName: string; url: string },
  locale: Locale,
): MailMessage {
  const t = texts[locale];
  return {
    to: input.to,
    subject: t.subject(input.workspaceName),
    ...buildActionMail(
      {
        greeting: t.greeting,
        paragraphs: t.body(input.inviterName, input.workspaceName),
        action: { label: t.action, url: input.url },
        footer: t.footer,
      },
      locale,
    ),
  };
}
