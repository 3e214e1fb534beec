import { WEBHOOK_DISABLE_AFTER_FAILURES } from '@rbax/shared/integrations';
import { resolveLocale, type Locale } from '@rbax/shared/i18n';
import { buildActionMail, type MailMessage } from '#src/lib/mail.ts';

/**
 * The e-mail that tells an owner a webhook (workspace owner) or chat connection (board owner) was
 * turned off after WEBHOOK_DISABLE_AFTER_FAILURES failed deliveries in a row, in their language.
 */

export type DisabledTargetMail = {
  to: string;
  name: string;
  locale: string | null;
  /** The webhook's URL, or the chat service's name. */
  what:
    { kind: 'webhook'; url: string; workspaceName: string } | { kind: 'chat'; provider: string; boardTitle: string };
  integrationsUrl: string;
};

const providerNames: Record<string, string> = {
  slack: 'Slack',
  discord: 'Discord',
  teams: 'Microsoft Teams',
  'google-chat': 'Google Chat',
};

type Texts = {
  subject: (m: DisabledTargetMail) => string;
  greeting: (name: string) => string;
  body: (m: DisabledTargetMail, n: number) => string;
  fix: string;
  action: string;
  footer: string;
};

const what = (
  m: DisabledTargetMail,
  webhook: (url: string, ws: string) => string,
  chat: (p: string, b: string) => string,
) =>
  m.what.kind === 'webhook'
    ? webhook(m.what.url, m.what.workspaceName)
    : chat(providerNames[m.what.provider] ?? m.what.provider, m.what.boardTitle);

const texts: Record<Locale, Texts> = {
  'pt-BR': {
    subject: (m) =>
      what(
        m,
        (url) => `Webhook desativado: ${url}`,
        (p, b) => `Conexão com o ${p} desativada: ${b}`,
      ),
    greeting: (name) => `Olá, ${name}!`,
    body: (m, n) =>
      what(
        m,
        (url, ws) => `O webhook ${url} do workspace "${ws}" falhou em ${n} entregas seguidas e foi desativado.`,
        (p, b) => `A conexão com o ${p} do board "${b}" falhou em ${n} entregas seguidas e foi desativada.`,
      ),
    fix: 'Confira o endereço e o serviço que recebe os eventos, veja o registro de entregas e reative a integração em Integrações.',
    action: 'Abrir Integrações',
    footer: 'Você recebe este email porque é proprietário(a) deste workspace ou board no RBAX Flow.',
  },
  'en-US': {
    subject: (m) =>
      what(
        m,
        (url) => `Webhook turned off: ${url}`,
        (p, b) => `${p} connection turned off: ${b}`,
      ),
    greeting: (name) => `Hi, ${name}!`,
    body: (m, n) =>
      what(
        m,
        (url, ws) => `The webhook ${url} of the "${ws}" workspace failed ${n} deliveries in a row and was turned off.`,
        (p, b) => `The ${p} connection of the "${b}" board failed ${n} deliveries in a row and was turned off.`,
      ),
    fix: 'Check the address and the service receiving the events, read the delivery log and turn the integration back on in Integrations.',
    action: 'Open Integrations',
    footer: 'You get this email because you own this workspace or board on RBAX Flow.',
  },
  'es-ES': {
    subject: (m) =>
      what(
        m,
        (url) => `Webhook desactivado: ${url}`,
        (p, b) => `Conexión con ${p} desactivada: ${b}`,
      ),
    greeting: (name) => `¡Hola, ${name}!`,
    body: (m, n) =>
      what(
        m,
        (url, ws) => `El webhook ${url} del workspace "${ws}" falló en ${n} entregas seguidas y se desactivó.`,
        (p, b) => `La conexión con ${p} del board "${b}" falló en ${n} entregas seguidas y se desactivó.`,
      ),
    fix: 'Revisa la dirección y el servicio que recibe los eventos, consulta el registro de entregas y vuelve a activar la integración en Integraciones.',
    action: 'Abrir Integraciones',
    footer: 'Recibes este email porque eres propietario(a) de este workspace o board en RBAX Flow.',
  },
};

export function disabledTargetMail(input: DisabledTargetMail): MailMessage {
  const locale = resolveLocale(input.locale);
  const t = texts[locale];
  return {
    to: input.to,
    subject: t.subject(input),
    ...buildActionMail(
      {
        greeting: t.greeting(input.name),
        paragraphs: [t.body(input, WEBHOOK_DISABLE_AFTER_FAILURES), t.fix],
        action: { label: t.action, url: input.integrationsUrl },
        footer: t.footer,
      },
      locale,
    ),
  };
}
