import { describe, expect, it } from 'vitest';
import { isServerMessage, serverMessageSchema } from './realtime.ts';

const event = {
  id: '42',
  seq: 7,
  boardId: 'b1',
  workspaceId: null,
  kind: 'card.moved',
  entityId: 'c1',
  actor: { id: 'u1', name: 'Ana', image: null },
  data: { toColumnId: 'k2' },
  createdAt: '2026-11-26T12:00:00.000Z',
};

const valid: unknown[] = [
  { type: 'pong' },
  { type: 'subscribed', channel: 'board:b1', seq: 3 },
  { type: 'event', channel: 'board:b1', event },
  { type: 'resync', channel: 'board:b1' },
  { type: 'presence', channel: 'board:b1', users: [{ id: 'u1', name: 'Ana', image: null, cardId: 'c1' }] },
  { type: 'error', channel: null, code: 'forbidden' },
  { type: 'unsubscribed', channel: 'board:b1', reason: 'access_revoked' },
  { type: 'doc-sync', channel: 'doc:d1', update: 'AA==', stateVector: 'AA==', level: 'edit' },
  { type: 'doc-update', channel: 'doc:d1', update: 'AA==' },
  { type: 'doc-ack', channel: 'doc:d1', ref: 2 },
  { type: 'doc-awareness', channel: 'doc:d1', update: 'AA==' },
  { type: 'notification', channel: 'user:u1', data: { id: 'n1' } },
];

const invalid: unknown[] = [
  null,
  'pong',
  [],
  { type: 'hello' },
  { type: 'subscribed', channel: 'board:b1', seq: 1.5 },
  { type: 'event', channel: 'board:b1', event: { ...event, seq: '7' } },
  { type: 'event', channel: 'board:b1', event: { ...event, boardId: null } },
  { type: 'event', channel: 'board:b1', event: { ...event, data: null } },
  { type: 'presence', channel: 'board:b1', users: [{ id: 'u1' }] },
  { type: 'error', code: 'forbidden' },
  { type: 'doc-sync', channel: 'doc:d1', update: 'AA==', stateVector: 'AA==', level: 'owner' },
  { type: 'doc-ack', channel: 'doc:d1' },
  { type: 'notification', channel: 'user:u1', data: [] },
];

describe('isServerMessage', () => {
  it('accepts every message the protocol schema accepts', () => {
    for (const message of valid) {
      expect(serverMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(true);
      expect(isServerMessage(message), JSON.stringify(message)).toBe(true);
    }
  });

  it('rejects what the protocol schema rejects', () => {
    for (const message of invalid) {
      expect(serverMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
      expect(isServerMessage(message), JSON.stringify(message)).toBe(false);
    }
  });
});
