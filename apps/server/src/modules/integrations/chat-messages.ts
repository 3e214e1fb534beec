import type { ChatEventKind, ChatProvider } from '@rbax/shared/integrations';
import type { Locale } from '@rbax/shared/i18n';

/**
 * A chat message in each service's own format (issue 18, docs/decisions/035): Slack blocks with
 * mrkdwn, a Discord embed, a Teams Adaptive Card, a Google Chat cardsV2 card. Each says who did
 * what, links the card's title to the card, and names its column and board, in the language of
 * the board's workspace (its owner's).
 */

export type ChatMessage = {
  locale: Locale;
  /** `ping`: the "send test message" action. */
  kind: ChatEventKind | 'ping';
  actorName: string | null;
  board: { title: string; url: string };
  card: { title: string; url: string } | null;
  columnName: string | null;
  /** The start of a new comment. */
  excerpt: string | null;
  at: Date;
};

type Texts = {
  action: Record<ChatEventKind, (actor: string) => string>;
  ping: string;
  someone: string;
  column: string;
  board: string;
  open: string;
};

const texts: Record<Locale, Texts> = {
  'pt-BR': {
    action: {
      'card.created': (a) => `${a} criou um card`,
      'card.moved': (a) => `${a} moveu um card`,
      'card.updated': (a) => `${a} editou um card`,
      'card.completed': (a) => `${a} concluiu um card`,
      'card.archived': (a) => `${a} arquivou um card`,
      'card.restored': (a) => `${a} restaurou um card`,
      'card.deleted': (a) => `${a} excluiu um card`,
      'comment.added': (a) => `${a} comentou em um card`,
    },
    ping: 'Mensagem de teste do RBAX Flow: este canal receberá os eventos escolhidos do board.',
    someone: 'Alguém',
    column: 'Coluna',
    board: 'Board',
    open: 'Abrir no RBAX Flow',
  },
  'en-US': {
    action: {
      'card.created': (a) => `${a} created a card`,
      'card.moved': (a) => `${a} moved a card`,
      'card.updated': (a) => `${a} edited a card`,
      'card.completed': (a) => `${a} completed a card`,
      'card.archived': (a) => `${a} archived a card`,
      'card.restored': (a) => `${a} restored a card`,
      'card.deleted': (a) => `${a} deleted a card`,
      'comment.added': (a) => `${a} commented on a card`,
    },
    ping: 'RBAX Flow test message: this channel will receive the chosen events of the board.',
    someone: 'Someone',
    column: 'Column',
    board: 'Board',
    open: 'Open in RBAX Flow',
  },
  'es-ES': {
    action: {
      'card.created': (a) => `${a} creó un card`,
      'card.moved': (a) => `${a} movió un card`,
      'card.updated': (a) => `${a} editó un card`,
      'card.completed': (a) => `${a} completó un card`,
      'card.archived': (a) => `${a} archivó un card`,
      'card.restored': (a) => `${a} restauró un card`,
      'card.deleted': (a) => `${a} eliminó un card`,
      'comment.added': (a) => `${a} comentó en un card`,
    },
    ping: 'Mensaje de prueba de RBAX Flow: este canal recibirá los eventos elegidos del board.',
    someone: 'Alguien',
    column: 'Columna',
    board: 'Board',
    open: 'Abrir en RBAX Flow',
  },
};

/** The message's parts in its language: a headline, a linked title (when the card still exists) and facts. */
function partsOf(message: ChatMessage) {
  const t = texts[message.locale];
  const headline = message.kind === 'ping' ? t.ping : t.action[message.kind](message.actorName?.trim() || t.someone);
  const link = message.card ?? (message.kind === 'ping' ? message.board : null);
  const facts = [
    ...(message.columnName ? [{ name: t.column, value: message.columnName }] : []),
    { name: t.board, value: message.board.title },
  ];
  return { t, headline, link, facts };
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Slack's mrkdwn escapes only these three. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const htmlEscape = (text: string) => slackEscape(text).replace(/"/g, '&quot;');

function slack(message: ChatMessage): unknown {
  const { headline, link, facts } = partsOf(message);
  const title = link ? `*<${link.url}|${slackEscape(cut(link.title, 150)).replace(/\|/g, '¦')}>*` : null;
  return {
    // The notification's plain text; a test message says enough on its own.
    text: link && message.kind !== 'ping' ? `${headline}: ${link.title}` : headline,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: [slackEscape(headline), title].filter(Boolean).join('\n') } },
      ...(message.excerpt
        ? [{ type: 'section', text: { type: 'mrkdwn', text: `>${slackEscape(message.excerpt)}` } }]
        : []),
      {
        type: 'context',
        elements: [
          { type: 'mrkdwn', text: facts.map((f) => `${f.name}: *${slackEscape(cut(f.value, 100))}*`).join('  ·  ') },
        ],
      },
    ],
    unfurl_links: false,
  };
}

function discord(message: ChatMessage): unknown {
  const { headline, link, facts } = partsOf(message);
  return {
    username: 'RBAX Flow',
    // Nobody is pinged by a card title or a comment (@everyone, roles, users).
    allowed_mentions: { parse: [] },
    embeds: [
      {
        ...(link ? { title: cut(link.title, 256), url: link.url } : {}),
        description: cut([headline, message.excerpt ? `> ${message.excerpt}` : null].filter(Boolean).join('\n'), 4000),
        color: 0x2563eb,
        fields: facts.map((f) => ({ name: f.name, value: cut(f.value, 1024), inline: true })),
        timestamp: message.at.toISOString(),
        footer: { text: 'RBAX Flow' },
      },
    ],
  };
}

/** Teams Workflows and connectors both take a message with an Adaptive Card attachment. */
function teams(message: ChatMessage): unknown {
  const { t, headline, link, facts } = partsOf(message);
  const markdownLink = link ? `[${cut(link.title, 150).replace(/[[\]]/g, '')}](${link.url})` : null;
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: headline, wrap: true, isSubtle: true },
            ...(markdownLink
              ? [{ type: 'TextBlock', text: markdownLink, wrap: true, weight: 'Bolder', size: 'Medium' }]
              : []),
            ...(message.excerpt ? [{ type: 'TextBlock', text: message.excerpt, wrap: true }] : []),
            { type: 'FactSet', facts: facts.map((f) => ({ title: f.name, value: f.value })) },
          ],
          ...(link ? { actions: [{ type: 'Action.OpenUrl', title: t.open, url: link.url }] } : {}),
        },
      },
    ],
  };
}

function googleChat(message: ChatMessage): unknown {
  const { t, headline, link, facts } = partsOf(message);
  const widgets: unknown[] = [];
  if (link) {
    widgets.push({
      decoratedText: {
        text: `<b><a href="${htmlEscape(link.url)}">${htmlEscape(cut(link.title, 150))}</a></b>`,
        wrapText: true,
      },
    });
  }
  if (message.excerpt) widgets.push({ textParagraph: { text: htmlEscape(message.excerpt) } });
  for (const fact of facts)
    widgets.push({ decoratedText: { topLabel: fact.name, text: htmlEscape(fact.value), wrapText: true } });
  if (link) widgets.push({ buttonList: { buttons: [{ text: t.open, onClick: { openLink: { url: link.url } } }] } });
  return {
    cardsV2: [
      {
        cardId: 'rbax-flow-event',
        card: { header: { title: cut(headline, 200), subtitle: 'RBAX Flow' }, sections: [{ widgets }] },
      },
    ],
  };
}

const formatters: Record<ChatProvider, (message: ChatMessage) => unknown> = {
  slack,
  discord,
  teams,
  'google-chat': googleChat,
};

/** The JSON body to POST to the provider's incoming webhook. */
export function chatMessageBody(provider: ChatProvider, message: ChatMessage): string {
  return JSON.stringify(formatters[provider](message));
}
