import { describe, expect, it } from 'vitest';
import { AUTO_DISABLE_AFTER_FAILURES } from './automations/limits.ts';
import { messages, translate } from './messages.ts';
import {
  filterMentionCandidates,
  foldForMatch,
  insertMention,
  mentionAtCaret,
  mentionedPeople,
  mentionsName,
  notificationPreferencesSchema,
  updateNotificationPreferencesInputSchema,
} from './notifications.ts';

const people = [
  { id: '1', name: 'Ana Souza', email: 'ana@example.com' },
  { id: '2', name: 'João Ávila', email: 'jota@example.com' },
  { id: '3', name: 'Anabela Costa', email: 'bela@example.com' },
  { id: '4', name: 'Bruno Anjos', email: 'bruno.anjos@example.com' },
];

describe('mentionAtCaret', () => {
  it('finds the name being typed after an @ at the start or after a space', () => {
    expect(mentionAtCaret('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAtCaret('Oi @jo', 6)).toEqual({ start: 3, query: 'jo' });
    expect(mentionAtCaret('Oi @João Áv', 11)).toEqual({ start: 3, query: 'João Áv' });
    expect(mentionAtCaret('(@an', 4)).toEqual({ start: 1, query: 'an' });
  });

  it('ignores e-mail addresses, line breaks, a finished name (trailing space) and text after the caret', () => {
    expect(mentionAtCaret('mail ana@example', 16)).toBeNull();
    expect(mentionAtCaret('@ana\nresto', 10)).toBeNull();
    expect(mentionAtCaret('@ana ', 5)).toBeNull();
    expect(mentionAtCaret('@ana  souza', 11)).toBeNull();
    expect(mentionAtCaret('@ ana', 5)).toBeNull();
    expect(mentionAtCaret('sem arroba', 10)).toBeNull();
    expect(mentionAtCaret('@ana e mais', 4)).toEqual({ start: 0, query: 'ana' });
  });
});

describe('filterMentionCandidates', () => {
  it('matches the start of any word of the name or the e-mail, ignoring accents and case', () => {
    expect(filterMentionCandidates(people, 'joao').map((p) => p.id)).toEqual(['2']);
    expect(filterMentionCandidates(people, 'AVI').map((p) => p.id)).toEqual(['2']);
    expect(filterMentionCandidates(people, 'jota').map((p) => p.id)).toEqual(['2']);
    expect(filterMentionCandidates(people, 'ana s').map((p) => p.id)).toEqual(['1']);
    expect(filterMentionCandidates(people, 'xyz')).toEqual([]);
  });

  it('puts names that start with the query first, then by name, and limits the list', () => {
    expect(filterMentionCandidates(people, 'an').map((p) => p.name)).toEqual([
      'Ana Souza',
      'Anabela Costa',
      'Bruno Anjos',
    ]);
    expect(filterMentionCandidates(people, '').map((p) => p.name)).toEqual([
      'Ana Souza',
      'Anabela Costa',
      'Bruno Anjos',
      'João Ávila',
    ]);
    expect(filterMentionCandidates(people, '', 2)).toHaveLength(2);
  });
});

describe('insertMention', () => {
  it('replaces the typed query with the full name and a space, and puts the caret after it', () => {
    expect(insertMention('Oi @jo tudo bem?', 3, 6, 'João Ávila')).toEqual({
      text: 'Oi @João Ávila tudo bem?',
      caret: 15,
    });
    expect(insertMention('@an', 0, 3, 'Ana Souza')).toEqual({ text: '@Ana Souza ', caret: 11 });
  });
});

describe('mentionsName / mentionedPeople', () => {
  it('sees a whole @Name, not a longer name that starts the same', () => {
    expect(mentionsName('Oi @Ana Souza, tudo?', 'Ana Souza')).toBe(true);
    expect(mentionsName('@ana souza', 'Ana Souza')).toBe(true);
    expect(mentionsName('Oi @Ana Souzaaa', 'Ana Souza')).toBe(false);
    expect(mentionsName('mail@Ana Souza', 'Ana Souza')).toBe(false);
    expect(mentionsName('Ana Souza sem arroba', 'Ana Souza')).toBe(false);
  });

  it('keeps each mentioned person once, in the order given', () => {
    const text = '@João Ávila e @Ana Souza, de novo @Ana Souza';
    expect(mentionedPeople(text, [...people, people[0]!]).map((p) => p.id)).toEqual(['1', '2']);
  });
});

describe('preferences', () => {
  it('accepts only known kinds and channels', () => {
    expect(
      updateNotificationPreferencesInputSchema.safeParse({ preferences: { 'card.assigned': 'email' } }).success,
    ).toBe(true);
    expect(
      updateNotificationPreferencesInputSchema.safeParse({ preferences: { 'card.assigned': 'sms' } }).success,
    ).toBe(false);
    expect(updateNotificationPreferencesInputSchema.safeParse({ preferences: { other: 'off' } }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ preferences: {} }).success).toBe(false);
  });

  it('folds accents and case for matching', () => {
    expect(foldForMatch('Ação ÉXITO')).toBe('acao exito');
  });
});

describe('the automation.disabled sentence', () => {
  it('names the rule and the number of failures the engine counts, in every language', () => {
    expect(translate('notifications.automationDisabled', 'pt-BR', { name: 'Triagem' })).toBe(
      'A automação "Triagem" foi desativada após 20 falhas seguidas',
    );
    for (const locale of Object.keys(messages) as (keyof typeof messages)[]) {
      expect(messages[locale].notifications.automationDisabled).toContain(String(AUTO_DISABLE_AFTER_FAILURES));
    }
  });
});
