import type { Locale } from '@rbax/shared/i18n';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';

/** Billing e-mails (issue 28) to the workspace's owner, in the owner's language; each links to /billing. */

export type BillingMailKind =
  | { kind: 'trial_reminder'; daysLeft: number }
  | { kind: 'trial_ended' }
  | { kind: 'payment_failed'; graceDays: number }
  | { kind: 'renewal_due'; graceDays: number }
  | { kind: 'downgraded' };

type Texts = { subject: string; paragraphs: string[] };

function texts(mail: BillingMailKind, workspace: string, locale: Locale): Texts {
  switch (locale) {
    case 'en-US':
      switch (mail.kind) {
        case 'trial_reminder':
          return {
            subject: `Your Pro trial of ${workspace} ends in ${mail.daysLeft} ${mail.daysLeft === 1 ? 'day' : 'days'}`,
            paragraphs: [
              `The 14-day Pro trial of the "${workspace}" workspace ends in ${mail.daysLeft} ${mail.daysLeft === 1 ? 'day' : 'days'}.`,
              'Choose a plan to keep every feature. Otherwise the workspace moves to Free: nothing is deleted, and boards beyond its limit become read-only.',
            ],
          };
        case 'trial_ended':
          return {
            subject: `The trial of ${workspace} ended`,
            paragraphs: [
              `The Pro trial of the "${workspace}" workspace ended and it is now on the Free plan.`,
              'Your data is all there; boards beyond the Free limit are read-only until you upgrade or archive some.',
            ],
          };
        case 'payment_failed':
          return {
            subject: `Payment failed for ${workspace}`,
            paragraphs: [
              `We could not charge the subscription of the "${workspace}" workspace.`,
              `Update the payment method within ${mail.graceDays} days to keep the plan; after that the workspace moves to Free.`,
            ],
          };
        case 'renewal_due':
          return {
            subject: `The subscription of ${workspace} is due`,
            paragraphs: [
              `The billing period of the "${workspace}" workspace ended and its renewal has not been paid yet.`,
              `Pay within ${mail.graceDays} days to keep the plan; after that the workspace moves to Free.`,
            ],
          };
        case 'downgraded':
          return {
            subject: `${workspace} moved to the Free plan`,
            paragraphs: [
              `The "${workspace}" workspace moved to the Free plan because its subscription was not paid.`,
              'Nothing was deleted; boards beyond the Free limit are read-only until you upgrade.',
            ],
          };
      }
      break;
    case 'es-ES':
      switch (mail.kind) {
        case 'trial_reminder':
          return {
            subject: `Tu prueba Pro de ${workspace} termina en ${mail.daysLeft} ${mail.daysLeft === 1 ? 'día' : 'días'}`,
            paragraphs: [
              `La prueba Pro de 14 días del workspace "${workspace}" termina en ${mail.daysLeft} ${mail.daysLeft === 1 ? 'día' : 'días'}.`,
              'Elige un plan para mantener todas las funciones. Si no, el workspace pasa a Free: no se borra nada y los boards por encima del límite quedan de solo lectura.',
            ],
          };
        case 'trial_ended':
          return {
            subject: `La prueba de ${workspace} terminó`,
            paragraphs: [
              `La prueba Pro del workspace "${workspace}" terminó y ahora está en el plan Free.`,
              'Todos tus datos siguen ahí; los boards por encima del límite de Free son de solo lectura hasta que mejores el plan o archives algunos.',
            ],
          };
        case 'payment_failed':
          return {
            subject: `Falló el pago de ${workspace}`,
            paragraphs: [
              `No pudimos cobrar la suscripción del workspace "${workspace}".`,
              `Actualiza el método de pago en ${mail.graceDays} días para mantener el plan; después el workspace pasa a Free.`,
            ],
          };
        case 'renewal_due':
          return {
            subject: `La suscripción de ${workspace} está pendiente`,
            paragraphs: [
              `El periodo de facturación del workspace "${workspace}" terminó y la renovación aún no se ha pagado.`,
              `Paga en ${mail.graceDays} días para mantener el plan; después el workspace pasa a Free.`,
            ],
          };
        case 'downgraded':
          return {
            subject: `${workspace} pasó al plan Free`,
            paragraphs: [
              `El workspace "${workspace}" pasó al plan Free porque su suscripción no se pagó.`,
              'No se borró nada; los boards por encima del límite de Free son de solo lectura hasta que mejores el plan.',
            ],
          };
      }
      break;
    default:
      switch (mail.kind) {
        case 'trial_reminder':
          return {
            subject: `Seu teste Pro de ${workspace} termina em ${mail.daysLeft} ${mail.daysLeft === 1 ? 'dia' : 'dias'}`,
            paragraphs: [
              `O teste Pro de 14 dias do workspace "${workspace}" termina em ${mail.daysLeft} ${mail.daysLeft === 1 ? 'dia' : 'dias'}.`,
              'Escolha um plano para manter todos os recursos. Senão, o workspace passa para o Free: nada é apagado, e os boards acima do limite ficam somente leitura.',
            ],
          };
        case 'trial_ended':
          return {
            subject: `O teste de ${workspace} terminou`,
            paragraphs: [
              `O teste Pro do workspace "${workspace}" terminou e ele agora está no plano Free.`,
              'Seus dados continuam todos lá; os boards acima do limite do Free ficam somente leitura até você fazer upgrade ou arquivar alguns.',
            ],
          };
        case 'payment_failed':
          return {
            subject: `Falha no pagamento de ${workspace}`,
            paragraphs: [
              `Não conseguimos cobrar a assinatura do workspace "${workspace}".`,
              `Atualize a forma de pagamento em até ${mail.graceDays} dias para manter o plano; depois disso o workspace passa para o Free.`,
            ],
          };
        case 'renewal_due':
          return {
            subject: `A assinatura de ${workspace} está pendente`,
            paragraphs: [
              `O período de cobrança do workspace "${workspace}" terminou e a renovação ainda não foi paga.`,
              `Pague em até ${mail.graceDays} dias para manter o plano; depois disso o workspace passa para o Free.`,
            ],
          };
        case 'downgraded':
          return {
            subject: `${workspace} passou para o plano Free`,
            paragraphs: [
              `O workspace "${workspace}" passou para o plano Free porque a assinatura não foi paga.`,
              'Nada foi apagado; os boards acima do limite do Free ficam somente leitura até você fazer upgrade.',
            ],
          };
      }
  }
  throw new Error('unreachable');
}

const labels: Record<Locale, { greeting: (name: string) => string; action: string; footer: string }> = {
  'pt-BR': {
    greeting: (name) => `Olá, ${name}!`,
    action: 'Abrir Cobrança',
    footer: 'Você recebe este e-mail por ser o proprietário do workspace.',
  },
  'en-US': {
    greeting: (name) => `Hi ${name}!`,
    action: 'Open Billing',
    footer: 'You get this e-mail because you own the workspace.',
  },
  'es-ES': {
    greeting: (name) => `¡Hola, ${name}!`,
    action: 'Abrir Facturación',
    footer: 'Recibes este e-mail porque eres el propietario del workspace.',
  },
};

export function billingMail(
  mail: BillingMailKind,
  input: { to: string; ownerName: string; workspaceName: string; url: string },
  locale: Locale,
): MailMessage {
  const t = texts(mail, input.workspaceName, locale);
  const l = labels[locale];
  return {
    to: input.to,
    subject: `${t.subject} — RBAX Flow`,
    ...buildActionMail(
      {
        greeting: l.greeting(input.ownerName),
        paragraphs: t.paragraphs,
        action: { label: l.action, url: input.url },
        footer: l.footer,
      },
      locale,
    ),
  };
}
