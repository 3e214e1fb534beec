import { describe, expect, it } from 'vitest';
import { cardShortId } from './cards.ts';
import { findCardMentions } from './integrations.ts';

const publicUrl = 'https://flow.example.com';
const board = '01938a2b-0000-7000-8000-000000000001';
const card = '01938a2b-1111-7abc-9def-0123456789ab';

describe('cardShortId', () => {
  it('is the last 8 hex characters of the id, lowercase', () => {
    expect(cardShortId(card)).toBe('456789ab');
    expect(cardShortId(card.toUpperCase())).toBe('456789ab');
  });
});

describe('findCardMentions', () => {
  it('finds #<short id> alone, in any case, once each', () => {
    expect(findCardMentions('Fix login (#456789AB) and #456789ab, see #12345678.', publicUrl)).toEqual({
      shortIds: ['456789ab', '12345678'],
      cardIds: [],
    });
  });

  it('ignores short ids inside words, fragments, entities and longer hex runs', () => {
    const text = 'abc#456789ab x/#456789ab &#456789ab; #456789abc #4567 page.html#456789ab';
    expect(findCardMentions(text, publicUrl).shortIds).toEqual([]);
  });

  it('finds the card URL as the browser shows it and the ?card= form, on this server only', () => {
    const text = [
      `${publicUrl}/board/${board}/card/${card}`,
      `${publicUrl}/board/${board}?view=list&card=${card.replace('0123', '9999')}`,
      `https://elsewhere.example.com/board/${board}/card/01938a2b-1111-7abc-9def-ffffffffffff`,
    ].join(' ');
    expect(findCardMentions(text, `${publicUrl}/`).cardIds).toEqual([card, card.replace('0123', '9999')]);
  });
});
