import { describe, expect, it } from 'vitest';
import { feedbackListQuerySchema, feedbackSchema, newsletterSchema } from './public-site.ts';
import { translate } from './messages.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: translate(issue.message, 'pt-BR'),
  }));
}

describe('newsletter validation (spec §5)', () => {
  it('trims and lowercases a valid email', () => {
    expect(newsletterSchema.parse({ email: '  Ana.Souza@Example.COM ' })).toEqual({ email: 'ana.souza@example.com' });
  });

  it.each(['', '   ', 'ana', 'ana@', '@example.com', 'ana@example', `${'a'.repeat(244)}@example.com`])(
    "rejects %j with the one message 'Email inválido'",
    (email) => {
      expect(messagesOf(newsletterSchema.safeParse({ email }))).toEqual([{ path: 'email', message: 'Email inválido' }]);
    },
  );

  it("rejects a missing or non-text email with 'Email inválido'", () => {
    expect(messagesOf(newsletterSchema.safeParse({}))).toEqual([{ path: 'email', message: 'Email inválido' }]);
    expect(messagesOf(newsletterSchema.safeParse({ email: 42 }))).toEqual([
      { path: 'email', message: 'Email inválido' },
    ]);
  });

  it('accepts 255 characters, not 256', () => {
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(newsletterSchema.safeParse({ email: at255 }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: `a${at255}` }).success).toBe(false);
  });
});

describe('feedback validation (spec §3, §5)', () => {
  it.each([1, 2, 3, 4, 5])('accepts rating %i', (rating) => {
    expect(feedbackSchema.safeParse({ rating }).success).toBe(true);
  });

  it.each([0, 6, 1.5, -1, Number.NaN, '5', null, undefined])(
    "rejects rating %j with 'Escolha uma nota de 1 a 5'",
    (rating) => {
      expect(messagesOf(feedbackSchema.safeParse({ rating }))).toEqual([
        { path: 'rating', message: 'Escolha uma nota de 1 a 5' },
      ]);
    },
  );

  it("trims the comment and rejects more than 500 characters with the spec's message", () => {
    expect(feedbackSchema.parse({ rating: 4, comment: `  ${'x'.repeat(500)}  ` }).comment).toHaveLength(500);
    expect(messagesOf(feedbackSchema.safeParse({ rating: 4, comment: 'x'.repeat(501) }))).toEqual([
      { path: 'comment', message: 'Comentário muito longo (máx. 500 caracteres)' },
    ]);
  });

  it('treats the comment and page as optional', () => {
    expect(feedbackSchema.parse({ rating: 5 })).toEqual({ rating: 5 });
    expect(feedbackSchema.parse({ rating: 5, page: ' /pricing ' })).toEqual({ rating: 5, page: '/pricing' });
  });

  it('translates the messages to en-US and es-ES', () => {
    const issue = feedbackSchema.safeParse({ rating: 4, comment: 'x'.repeat(501) }).error!.issues[0]!;
    expect(translate(issue.message, 'en-US')).toBe('Comment too long (max. 500 characters)');
    expect(translate(issue.message, 'es-ES')).not.toBe(issue.message);
  });
});

describe('admin feedback list query', () => {
  it('defaults to 20 and bounds the page size', () => {
    expect(feedbackListQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(feedbackListQuerySchema.parse({ limit: '50', before: 'abc' })).toEqual({ limit: 50, before: 'abc' });
    expect(feedbackListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(feedbackListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
