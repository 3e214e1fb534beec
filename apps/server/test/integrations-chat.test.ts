import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardDetail } from '@rbax/shared/boards';
import { chatUrlMatchesProvider, type ChatConnection, type WebhookDelivery } from '@rbax/shared/integrations';
import { depsOf } from '#src/lib/deps.ts';
import { deliverDue } from '#src/modules/integrations/webhooks-delivery.ts';
import { createTestApp, newUser, TEST_PUBLIC_URL, type TestApp } from './helpers.ts';
import { startReceiver, type Receiver } from './webhook-receiver.ts';

/**
 * Chat connections (issue 18, docs/decisions/035): a board's chosen events posted to Slack,
 * Discord, Microsoft Teams or Google Chat in each one's own format. A local receiver stands in for
 * the services (127.0.0.1 is allow-listed); the server itself is never mocked.
 */

type U = Awaited<ReturnType<typeof newUser>>;
let t: TestApp;
let receiver: Receiver;
let owner: U, member: U, viewer: U, stranger: U;
let ws: string, board: string, columns: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  receiver = await startReceiver();
  [owner, member, viewer, stranger] = await Promise.all([
    newUser(t.app, 'Olga Dona'),
    newUser(t.app, 'Mara Membro'),
    newUser(t.app, 'Vera Leitora'),
    newUser(t.app, 'Otto De Fora'),
  ]);
  ws = (await owner.api.post('/api/v1/workspaces', { name: 'Conversas' })).json().id;
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: member.email, role: 'member' });
  await owner.api.post(`/api/v1/workspaces/${ws}/members`, { email: viewer.email, role: 'viewer' });
  board = (await owner.api.post('/api/v1/boards', { title: 'Sinos', workspaceId: ws, template: 'kanban' })).json().id;
  columns = ((await owner.api.get(`/api/v1/boards/${board}`)).json() as BoardDetail).columns;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
afterEach(async () => {
  await t.database.db.execute(sql`UPDATE chat_connections SET active = false`);
  await t.database.db.execute(
    sql`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE status = 'pending'`,
  );
});

const drainAndDeliver = async () => {
  await t.app.eventLog.drain('webhooks');
  return deliverDue(depsOf(t.app));
};

async function connect(by: U, provider: string, path: string, events: string[]) {
  const response = await by.api.post(`/api/v1/boards/${board}/chat-connections`, {
    provider,
    url: receiver.url(path),
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ChatConnection;
}

const bodies = (path: string) => receiver.at(path).map((r) => JSON.parse(r.body));
const cardUrl = (cardId: string) => `${TEST_PUBLIC_URL}/board/${board}/card/${cardId}`;

describe('managing chat connections', () => {
  it('lets board editors connect; viewers get 403 and strangers 404 on every route', async () => {
    const made = await connect(member, 'slack', '/perm', ['card.created']);
    expect(made).toMatchObject({ boardId: board, provider: 'slack', active: true, events: ['card.created'] });
    // The URL is a credential: only a hint comes back.
    expect(made.urlHint).toMatch(/^127\.0\.0\.1:\d+\/…perm$/);
    expect(JSON.stringify(made)).not.toContain(receiver.url('/perm'));
    const delivery = (await member.api.post(`/api/v1/chat-connections/${made.id}/test`)).json().id as string;
    const calls = (u: U) => [
      u.api.get(`/api/v1/boards/${board}/chat-connections`),
      u.api.post(`/api/v1/boards/${board}/chat-connections`, {
        provider: 'slack',
        url: receiver.url('/x'),
        events: ['card.created'],
      }),
      u.api.patch(`/api/v1/chat-connections/${made.id}`, { active: false }),
      u.api.post(`/api/v1/chat-connections/${made.id}/test`),
      u.api.get(`/api/v1/chat-connections/${made.id}/deliveries`),
      u.api.post(`/api/v1/chat-connections/${made.id}/deliveries/${delivery}/redeliver`),
      u.api.del(`/api/v1/chat-connections/${made.id}`),
    ];
    for (const [u, status] of [
      [viewer, 403],
      [stranger, 404],
    ] as const) {
      const answers = await Promise.all(calls(u));
      expect(
        answers.map((a) => a.statusCode),
        u.email,
      ).toEqual(answers.map(() => status));
    }
    expect((await owner.api.get(`/api/v1/boards/${board}/chat-connections`)).json().items).toHaveLength(1);
    expect((await member.api.del(`/api/v1/chat-connections/${made.id}`)).statusCode).toBe(204);
  });

  it('checks the URL against the chosen service (allow-listed hosts excepted) and the SSRF guard', async () => {
    expect(chatUrlMatchesProvider('slack', 'https://hooks.slack.com/services/T0/B0/abc')).toBe(true);
    expect(chatUrlMatchesProvider('slack', 'https://hooks.slack.com.evil.com/services/T0/B0/abc')).toBe(false);
    expect(chatUrlMatchesProvider('slack', 'http://hooks.slack.com/services/T0/B0/abc')).toBe(false);
    expect(chatUrlMatchesProvider('discord', 'https://discord.com/api/webhooks/1/abc')).toBe(true);
    expect(chatUrlMatchesProvider('discord', 'https://discord.com/channels/1/2')).toBe(false);
    expect(chatUrlMatchesProvider('teams', 'https://acme.webhook.office.com/webhookb2/x@y/IncomingWebhook/z')).toBe(
      true,
    );
    expect(
      chatUrlMatchesProvider(
        'teams',
        'https://prod-12.westus.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke',
      ),
    ).toBe(true);
    expect(
      chatUrlMatchesProvider('google-chat', 'https://chat.googleapis.com/v1/spaces/AAA/messages?key=k&token=t'),
    ).toBe(true);
    expect(chatUrlMatchesProvider('google-chat', 'https://chat.googleapis.com/v2/other')).toBe(false);

    const wrong = await owner.api.post(`/api/v1/boards/${board}/chat-connections`, {
      provider: 'discord',
      url: 'https://hooks.slack.com/services/T0/B0/abc',
      events: ['card.created'],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues[0]).toEqual({
      path: ['url'],
      message: 'Esta URL não é um webhook de entrada do serviço escolhido',
    });
    const internal = await owner.api.post(`/api/v1/boards/${board}/chat-connections`, {
      provider: 'teams',
      url: 'https://10.0.0.3.webhook.office.com/webhookb2/x',
      events: ['card.created'],
    });
    expect(internal.statusCode).toBe(400);
    const notChat = await owner.api.post(`/api/v1/boards/${board}/chat-connections`, {
      provider: 'slack',
      url: receiver.url('/x'),
      events: ['column.created'],
    });
    expect(notChat.statusCode).toBe(400);
    const providerAlone = await owner.api.post(`/api/v1/boards/${board}/chat-connections`, {});
    expect(providerAlone.statusCode).toBe(400);
  });
});

describe('messages', () => {
  it('posts chosen events formatted natively for each service: linked title, column, who, in pt-BR', async () => {
    const made = await Promise.all(
      (['slack', 'discord', 'teams', 'google-chat'] as const).map((provider) =>
        connect(owner, provider, `/${provider}`, ['card.created', 'card.moved', 'comment.added']),
      ),
    );
    const title = 'Lançar <beta> & cia';
    const card = (await member.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0]!.id, title })).json()
      .id as string;
    await member.api.patch(`/api/v1/cards/${card}`, { priority: 'high' });
    await member.api.post(`/api/v1/cards/${card}/move`, { columnId: columns[1]!.id });
    await member.api.post(`/api/v1/cards/${card}/comments`, { body: 'Começando   agora\ncom calma' });
    expect(await drainAndDeliver()).toMatchObject({ attempted: 12, delivered: 12 });

    const [created, moved, commented] = bodies('/slack');
    expect(bodies('/slack')).toHaveLength(3);
    expect(created.text).toBe(`Mara Membro criou um card: ${title}`);
    expect(created.blocks[0].text).toEqual({
      type: 'mrkdwn',
      text: `Mara Membro criou um card\n*<${cardUrl(card)}|Lançar &lt;beta&gt; &amp; cia>*`,
    });
    expect(created.blocks.at(-1).elements[0].text).toBe(`Coluna: *${columns[0]!.name}*  ·  Board: *Sinos*`);
    expect(moved.blocks[0].text.text).toContain('Mara Membro moveu um card');
    expect(moved.blocks.at(-1).elements[0].text).toContain(`Coluna: *${columns[1]!.name}*`);
    expect(commented.blocks[1].text.text).toBe('>Começando agora com calma');

    const [discord] = bodies('/discord');
    expect(discord).toMatchObject({
      username: 'RBAX Flow',
      allowed_mentions: { parse: [] },
      embeds: [
        {
          title,
          url: cardUrl(card),
          description: 'Mara Membro criou um card',
          fields: [
            { name: 'Coluna', value: columns[0]!.name, inline: true },
            { name: 'Board', value: 'Sinos', inline: true },
          ],
        },
      ],
    });

    const [teams] = bodies('/teams');
    const adaptive = teams.attachments[0];
    expect(teams.type).toBe('message');
    expect(adaptive.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(adaptive.content.body[1]).toMatchObject({ type: 'TextBlock', text: `[${title}](${cardUrl(card)})` });
    expect(adaptive.content.body.at(-1)).toEqual({
      type: 'FactSet',
      facts: [
        { title: 'Coluna', value: columns[0]!.name },
        { title: 'Board', value: 'Sinos' },
      ],
    });
    expect(adaptive.content.actions[0]).toEqual({
      type: 'Action.OpenUrl',
      title: 'Abrir no RBAX Flow',
      url: cardUrl(card),
    });

    const [google] = bodies('/google-chat');
    const googleCard = google.cardsV2[0].card;
    expect(googleCard.header.title).toBe('Mara Membro criou um card');
    expect(googleCard.sections[0].widgets[0].decoratedText.text).toBe(
      `<b><a href="${cardUrl(card)}">Lançar &lt;beta&gt; &amp; cia</a></b>`,
    );
    expect(googleCard.sections[0].widgets).toContainEqual({
      decoratedText: { topLabel: 'Coluna', text: columns[0]!.name, wrapText: true },
    });

    // The same pipeline and log as webhooks; chat requests carry no signature.
    expect(receiver.at('/slack')[0]!.headers['x-rbax-signature']).toBeUndefined();
    const log = (await owner.api.get(`/api/v1/chat-connections/${made[0]!.id}/deliveries`)).json()
      .items as WebhookDelivery[];
    expect(log.map((d) => [d.kind, d.status])).toEqual([
      ['comment.added', 'delivered'],
      ['card.moved', 'delivered'],
      ['card.created', 'delivered'],
    ]);
  });

  it('writes in the language of the workspace owner', async () => {
    await connect(member, 'slack', '/english', ['card.created']);
    await owner.api.patch('/api/v1/me', { locale: 'en-US' });
    try {
      const card = (
        await member.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0]!.id, title: 'Hi' })
      ).json().id;
      await drainAndDeliver();
      const [message] = bodies('/english');
      expect(message.blocks[0].text.text).toBe(`Mara Membro created a card\n*<${cardUrl(card)}|Hi>*`);
      expect(message.blocks.at(-1).elements[0].text).toContain('Column: *');
    } finally {
      await owner.api.patch('/api/v1/me', { locale: null });
    }
  });

  it('sends a test message that links to the board', async () => {
    const made = await connect(owner, 'discord', '/discord-test', ['card.created']);
    const queued = await owner.api.post(`/api/v1/chat-connections/${made.id}/test`);
    expect(queued.statusCode).toBe(202);
    receiver.respond(() => ({ status: 204 }));
    try {
      await drainAndDeliver();
    } finally {
      receiver.respond(() => ({ status: 200, body: 'ok' }));
    }
    const [message] = bodies('/discord-test');
    expect(message.embeds[0]).toMatchObject({
      title: 'Sinos',
      url: `${TEST_PUBLIC_URL}/board/${board}`,
      description: 'Mensagem de teste do RBAX Flow: este canal receberá os eventos escolhidos do board.',
    });
    const [delivery] = (await owner.api.get(`/api/v1/chat-connections/${made.id}/deliveries`)).json().items;
    expect(delivery).toMatchObject({ kind: 'ping', status: 'delivered' });
    expect(delivery.attemptLog[0]).toMatchObject({ responseStatus: 204, ok: true });
  });

  it('changes the URL and events, and stops posting when turned off', async () => {
    const made = await connect(owner, 'slack', '/before', ['card.created']);
    const changed = await owner.api.patch(`/api/v1/chat-connections/${made.id}`, {
      url: receiver.url('/after'),
      events: ['card.created', 'card.completed'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().urlHint).toMatch(/…fter$/);
    const card = (
      await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0]!.id, title: 'Feito' })
    ).json().id;
    await owner.api.patch(`/api/v1/cards/${card}`, { completed: true });
    await drainAndDeliver();
    expect(receiver.at('/before')).toEqual([]);
    expect(bodies('/after').map((m) => m.text)).toEqual([
      'Olga Dona criou um card: Feito',
      'Olga Dona concluiu um card: Feito',
    ]);
    await owner.api.patch(`/api/v1/chat-connections/${made.id}`, { active: false });
    await owner.api.post(`/api/v1/boards/${board}/cards`, { columnId: columns[0]!.id, title: 'Calado' });
    await drainAndDeliver();
    expect(bodies('/after')).toHaveLength(2);
  });
});
