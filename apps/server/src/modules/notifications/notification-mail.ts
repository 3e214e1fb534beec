import type { Locale } from '@rbax/shared/i18n';
import { translate } from '@rbax/shared/messages';
import { AUTO_DISABLE_AFTER_FAILURES } from '@rbax/shared/automations/limits';
import type { NotificationKind } from '@rbax/shared/notifications';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';

/** The e-mail of one notification, in the recipient's language, with a link to the card (or workspaces). */

export type NotificationMailInput = {
  to: string;
  recipientName: string;
  kind: NotificationKind;
  actorName: string;
  cardTitle: string;
  boardTitle: string;
  workspaceName: string;
  excerpt: string | null;
  dueDate: Date | null;
  /** The rule an `automation.disabled` notification is about. */
  automationName?: string;
  /** The recipient's IANA time zone (profile); Brasília time when unset or unknown. */
  timeZone?: string | null;
  url: string;
};

type Texts = {
  subject: (i: NotificationMailInput) => string;
  greeting: (name: string) => string;
  body: (i: NotificationMailInput, due: string) => string;
  openCard: string;
  openWorkspaces: string;
  openAutomations: string;
  openRanking: string;
  openMarketplace: string;
  openMonetization: string;
  openDoc: string;
  footer: string;
};

const texts: Record<Locale, Texts> = {
  'pt-BR': {
    subject: (i) =>
      ({
        'card.assigned': `${i.actorName} atribuiu um card a você: ${i.cardTitle}`,
        'card.commented': `Novo comentário em ${i.cardTitle}`,
        'card.mentioned': `${i.actorName} mencionou você em ${i.cardTitle}`,
        'card.due_soon': `Prazo próximo: ${i.cardTitle}`,
        'card.overdue': `Prazo vencido: ${i.cardTitle}`,
        'card.at_risk': `Em risco de atrasar: ${i.cardTitle}`,
        'card.automation': `Automação: ${i.cardTitle}`,
        'automation.disabled': translate('notifications.automationDisabled', 'pt-BR', { name: i.automationName ?? '' }),
        'workspace.invited': `${i.actorName} adicionou você ao workspace ${i.workspaceName}`,
        'gamification.badge': `Nova conquista no Ranking de ${i.workspaceName}`,
        'marketplace.access_requested': `${i.actorName} solicitou acesso a um template premium`,
        'marketplace.payout_resolved': `Seu pedido de saque foi analisado: ${i.excerpt ?? ''}`,
        'marketplace.sale_refunded': `Venda reembolsada: ${i.excerpt ?? ''}`,
        'doc.mentioned': `${i.actorName} mencionou você no documento ${i.excerpt ?? ''}`,
      })[i.kind],
    greeting: (name) => `Olá, ${name}!`,
    body: (i, due) =>
      ({
        'card.assigned': `${i.actorName} atribuiu a você o card "${i.cardTitle}" no board ${i.boardTitle}.`,
        'card.commented': `${i.actorName} comentou no card "${i.cardTitle}" (board ${i.boardTitle}).`,
        'card.mentioned': `${i.actorName} mencionou você num comentário do card "${i.cardTitle}" (board ${i.boardTitle}).`,
        'card.due_soon': `O card "${i.cardTitle}" (board ${i.boardTitle}) vence em ${due}.`,
        'card.overdue': `O card "${i.cardTitle}" (board ${i.boardTitle}) venceu em ${due}.`,
        'card.at_risk': `O card "${i.cardTitle}" (board ${i.boardTitle}) está em risco de atrasar: pelo histórico do board, é provável que passe do tempo de ciclo esperado (SLE).`,
        'card.automation': `Uma automação do board ${i.boardTitle} avisa sobre o card "${i.cardTitle}":`,
        'automation.disabled': `A automação "${i.automationName ?? ''}" do board ${i.boardTitle} falhou ${AUTO_DISABLE_AFTER_FAILURES} vezes seguidas e foi desativada. Veja o histórico de execuções, corrija a regra e ative-a de novo.`,
        'workspace.invited': `${i.actorName} adicionou você ao workspace "${i.workspaceName}" no RBAX Flow.`,
        'gamification.badge': `Você ganhou uma nova conquista no Ranking do workspace "${i.workspaceName}". Veja suas conquistas, pontos e sequência na página Ranking.`,
        'marketplace.access_requested': `${i.actorName} solicitou acesso a um template premium da Store Premium. Para conceder, abra a moderação do Marketplace.`,
        'marketplace.payout_resolved': `Um administrador analisou seu pedido de saque: ${i.excerpt ?? ''}. Veja o saldo e o extrato em Monetização.`,
        'marketplace.sale_refunded': `Uma compra do seu template premium foi reembolsada ao comprador: ${i.excerpt ?? ''}. O valor saiu do seu saldo; veja o extrato em Monetização.`,
        'doc.mentioned': `${i.actorName} mencionou você no documento "${i.excerpt ?? ''}" do workspace ${i.workspaceName}.`,
      })[i.kind],
    openCard: 'Abrir card',
    openWorkspaces: 'Ver workspaces',
    openAutomations: 'Abrir automações',
    openRanking: 'Ver ranking',
    openMarketplace: 'Abrir moderação',
    openMonetization: 'Abrir Monetização',
    openDoc: 'Abrir documento',
    footer: 'Você recebe este email porque escolheu notificações por email. Mude isso em Notificações › Preferências.',
  },
  'en-US': {
    subject: (i) =>
      ({
        'card.assigned': `${i.actorName} assigned you a card: ${i.cardTitle}`,
        'card.commented': `New comment on ${i.cardTitle}`,
        'card.mentioned': `${i.actorName} mentioned you on ${i.cardTitle}`,
        'card.due_soon': `Due soon: ${i.cardTitle}`,
        'card.overdue': `Overdue: ${i.cardTitle}`,
        'card.at_risk': `At risk of running late: ${i.cardTitle}`,
        'card.automation': `Automation: ${i.cardTitle}`,
        'automation.disabled': translate('notifications.automationDisabled', 'en-US', { name: i.automationName ?? '' }),
        'workspace.invited': `${i.actorName} added you to the ${i.workspaceName} workspace`,
        'gamification.badge': `New badge in the ${i.workspaceName} Ranking`,
        'marketplace.access_requested': `${i.actorName} requested access to a premium template`,
        'marketplace.payout_resolved': `Your payout request was reviewed: ${i.excerpt ?? ''}`,
        'marketplace.sale_refunded': `Sale refunded: ${i.excerpt ?? ''}`,
        'doc.mentioned': `${i.actorName} mentioned you in the document ${i.excerpt ?? ''}`,
      })[i.kind],
    greeting: (name) => `Hi, ${name}!`,
    body: (i, due) =>
      ({
        'card.assigned': `${i.actorName} assigned you the card "${i.cardTitle}" on the ${i.boardTitle} board.`,
        'card.commented': `${i.actorName} commented on the card "${i.cardTitle}" (${i.boardTitle} board).`,
        'card.mentioned': `${i.actorName} mentioned you in a comment on the card "${i.cardTitle}" (${i.boardTitle} board).`,
        'card.due_soon': `The card "${i.cardTitle}" (${i.boardTitle} board) is due on ${due}.`,
        'card.overdue': `The card "${i.cardTitle}" (${i.boardTitle} board) was due on ${due}.`,
        'card.at_risk': `The card "${i.cardTitle}" (${i.boardTitle} board) is at risk of running late: from the board's history, it is likely to take longer than the expected cycle time (SLE).`,
        'card.automation': `An automation of the ${i.boardTitle} board tells you about the card "${i.cardTitle}":`,
        'automation.disabled': `The automation "${i.automationName ?? ''}" of the ${i.boardTitle} board failed ${AUTO_DISABLE_AFTER_FAILURES} times in a row and was turned off. Look at its run log, fix the rule and turn it on again.`,
        'workspace.invited': `${i.actorName} added you to the "${i.workspaceName}" workspace on RBAX Flow.`,
        'gamification.badge': `You earned a new badge in the Ranking of the "${i.workspaceName}" workspace. See your badges, points and streak on the Ranking page.`,
        'marketplace.access_requested': `${i.actorName} requested access to a premium template of the Premium Store. To grant it, open the Marketplace moderation.`,
        'marketplace.payout_resolved': `An administrator reviewed your payout request: ${i.excerpt ?? ''}. See your balance and statement in Monetization.`,
        'marketplace.sale_refunded': `A purchase of your premium template was refunded to the buyer: ${i.excerpt ?? ''}. The amount left your balance; see the statement in Monetization.`,
        'doc.mentioned': `${i.actorName} mentioned you in the document "${i.excerpt ?? ''}" of the ${i.workspaceName} workspace.`,
      })[i.kind],
    openCard: 'Open card',
    openWorkspaces: 'See workspaces',
    openAutomations: 'Open automations',
    openRanking: 'See the ranking',
    openMarketplace: 'Open moderation',
    openMonetization: 'Open Monetization',
    openDoc: 'Open document',
    footer: 'You get this email because you chose email notifications. Change it in Notifications › Preferences.',
  },
  'es-ES': {
    subject: (i) =>
      ({
        'card.assigned': `${i.actorName} te asignó un card: ${i.cardTitle}`,
        'card.commented': `Nuevo comentario en ${i.cardTitle}`,
        'card.mentioned': `${i.actorName} te mencionó en ${i.cardTitle}`,
        'card.due_soon': `Vence pronto: ${i.cardTitle}`,
        'card.overdue': `Vencido: ${i.cardTitle}`,
        'card.at_risk': `En riesgo de retrasarse: ${i.cardTitle}`,
        'card.automation': `Automatización: ${i.cardTitle}`,
        'automation.disabled': translate('notifications.automationDisabled', 'es-ES', { name: i.automationName ?? '' }),
        'workspace.invited': `${i.actorName} te añadió al workspace ${i.workspaceName}`,
        'gamification.badge': `Nueva insignia en el Ranking de ${i.workspaceName}`,
        'marketplace.access_requested': `${i.actorName} solicitó acceso a una plantilla premium`,
        'marketplace.payout_resolved': `Tu solicitud de retiro fue revisada: ${i.excerpt ?? ''}`,
        'marketplace.sale_refunded': `Venta reembolsada: ${i.excerpt ?? ''}`,
        'doc.mentioned': `${i.actorName} te mencionó en el documento ${i.excerpt ?? ''}`,
      })[i.kind],
    greeting: (name) => `¡Hola, ${name}!`,
    body: (i, due) =>
      ({
        'card.assigned': `${i.actorName} te asignó el card "${i.cardTitle}" en el board ${i.boardTitle}.`,
        'card.commented': `${i.actorName} comentó en el card "${i.cardTitle}" (board ${i.boardTitle}).`,
        'card.mentioned': `${i.actorName} te mencionó en un comentario del card "${i.cardTitle}" (board ${i.boardTitle}).`,
        'card.due_soon': `El card "${i.cardTitle}" (board ${i.boardTitle}) vence el ${due}.`,
        'card.overdue': `El card "${i.cardTitle}" (board ${i.boardTitle}) venció el ${due}.`,
        'card.at_risk': `El card "${i.cardTitle}" (board ${i.boardTitle}) está en riesgo de retrasarse: por el historial del board, es probable que supere el tiempo de ciclo esperado (SLE).`,
        'card.automation': `Una automatización del board ${i.boardTitle} te avisa sobre el card "${i.cardTitle}":`,
        'automation.disabled': `La automatización "${i.automationName ?? ''}" del board ${i.boardTitle} falló ${AUTO_DISABLE_AFTER_FAILURES} veces seguidas y se desactivó. Mira su historial de ejecuciones, corrige la regla y vuelve a activarla.`,
        'workspace.invited': `${i.actorName} te añadió al workspace "${i.workspaceName}" en RBAX Flow.`,
        'gamification.badge': `Ganaste una nueva insignia en el Ranking del workspace "${i.workspaceName}". Mira tus insignias, puntos y racha en la página Ranking.`,
        'marketplace.access_requested': `${i.actorName} solicitó acceso a una plantilla premium de la Tienda Premium. Para concederlo, abre la moderación del Marketplace.`,
        'marketplace.payout_resolved': `Un administrador revisó tu solicitud de retiro: ${i.excerpt ?? ''}. Consulta el saldo y el extracto en Monetización.`,
        'marketplace.sale_refunded': `Una compra de tu plantilla premium fue reembolsada al comprador: ${i.excerpt ?? ''}. El importe salió de tu saldo; consulta el extracto en Monetización.`,
        'doc.mentioned': `${i.actorName} te mencionó en el documento "${i.excerpt ?? ''}" del workspace ${i.workspaceName}.`,
      })[i.kind],
    openCard: 'Abrir card',
    openWorkspaces: 'Ver workspaces',
    openAutomations: 'Abrir automatizaciones',
    openRanking: 'Ver ranking',
    openMarketplace: 'Abrir moderación',
    openMonetization: 'Abrir Monetización',
    openDoc: 'Abrir documento',
    footer: 'Recibes este email porque elegiste notificaciones por email. Cámbialo en Notificaciones › Preferencias.',
  },
};

/** Due dates in e-mails: in the recipient's time zone, else in Brasília time; always labelled. */
const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

function usableTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function actionLabel(t: Texts, kind: NotificationKind): string {
  if (kind === 'workspace.invited') return t.openWorkspaces;
  if (kind === 'automation.disabled') return t.openAutomations;
  if (kind === 'gamification.badge') return t.openRanking;
  if (kind === 'marketplace.access_requested') return t.openMarketplace;
  if (kind === 'marketplace.payout_resolved' || kind === 'marketplace.sale_refunded') return t.openMonetization;
  if (kind === 'doc.mentioned') return t.openDoc;
  return t.openCard;
}

export function notificationMail(input: NotificationMailInput, locale: Locale): MailMessage {
  const t = texts[locale];
  const due = input.dueDate
    ? new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: usableTimeZone(input.timeZone),
        timeZoneName: 'short',
      }).format(input.dueDate)
    : '';
  const paragraphs = [t.body(input, due)];
  if (input.excerpt) paragraphs.push(`“${input.excerpt}”`);
  return {
    to: input.to,
    subject: `${t.subject(input)} — RBAX Flow`,
    ...buildActionMail(
      {
        greeting: t.greeting(input.recipientName),
        paragraphs,
        action: { label: actionLabel(t, input.kind), url: input.url },
        footer: t.footer,
      },
      locale,
    ),
  };
}
