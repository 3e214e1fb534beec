import { describe, expect, it } from 'vitest';
import {
  forgotPasswordInputSchema,
  generatePassword,
  passwordScore,
  passwordStrength,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
  signUpRequestSchema,
} from './auth.ts';
import { translate } from './messages.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: translate(issue.message, 'pt-BR'),
  }));
}

const validSignUp = { name: 'Ana Souza', email: 'ana@example.com', password: 'Xk9#mLq2', confirmPassword: 'Xk9#mLq2' };

describe('sign-in validation', () => {
  it('accepts a valid email and password and normalises the email', () => {
    const result = signInInputSchema.parse({ email: '  Ana@Example.COM ', password: 'secret1' });
    expect(result.email).toBe('ana@example.com');
  });

  it("rejects an invalid email with 'Email inválido'", () => {
    const result = signInInputSchema.safeParse({ email: 'not-an-email', password: 'secret1' });
    expect(messagesOf(result)).toEqual([{ path: 'email', message: 'Email inválido' }]);
  });

  it("rejects an email over 255 characters with 'Email muito longo'", () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const result = signInInputSchema.safeParse({ email, password: 'secret1' });
    expect(messagesOf(result)).toContainEqual({ path: 'email', message: 'Email muito longo' });
  });

  it("rejects a password under 6 characters with 'Senha deve ter no mínimo 6 caracteres'", () => {
    const result = signInInputSchema.safeParse({ email: 'ana@example.com', password: '12345' });
    expect(messagesOf(result)).toEqual([{ path: 'password', message: 'Senha deve ter no mínimo 6 caracteres' }]);
  });

  it('does not refuse a common password at sign-in (only when choosing one)', () => {
    expect(signInInputSchema.safeParse({ email: 'ana@example.com', password: '123456' }).success).toBe(true);
  });
});

describe('sign-up validation', () => {
  it('accepts a valid sign-up', () => {
    expect(signUpInputSchema.safeParse(validSignUp).success).toBe(true);
  });

  it("rejects a one-letter name with 'Nome deve ter no mínimo 2 caracteres'", () => {
    const result = signUpInputSchema.safeParse({ ...validSignUp, name: ' A ' });
    expect(messagesOf(result)).toEqual([{ path: 'name', message: 'Nome deve ter no mínimo 2 caracteres' }]);
  });

  it("rejects a 101-character name with 'Nome muito longo'", () => {
    const result = signUpInputSchema.safeParse({ ...validSignUp, name: 'a'.repeat(101) });
    expect(messagesOf(result)).toEqual([{ path: 'name', message: 'Nome muito longo' }]);
  });

  it('accepts a 100-character name', () => {
    expect(signUpInputSchema.safeParse({ ...validSignUp, name: 'a'.repeat(100) }).success).toBe(true);
  });

  it("reports 'As senhas não coincidem' on confirmPassword", () => {
    const result = signUpInputSchema.safeParse({ ...validSignUp, confirmPassword: 'different1' });
    expect(messagesOf(result)).toEqual([{ path: 'confirmPassword', message: 'As senhas não coincidem' }]);
  });

  it('rejects a password over 128 characters', () => {
    const password = 'Ab1!'.repeat(33);
    const result = signUpInputSchema.safeParse({ ...validSignUp, password, confirmPassword: password });
    expect(messagesOf(result)).toContainEqual({ path: 'password', message: 'Senha deve ter no máximo 128 caracteres' });
  });

  it('refuses one of the most common passwords', () => {
    const result = signUpInputSchema.safeParse({ ...validSignUp, password: 'Senha123', confirmPassword: 'Senha123' });
    expect(messagesOf(result)[0]?.message).toMatch(/muito comum/);
  });

  it('lets the server accept a sign-up without confirmPassword but checks it when sent', () => {
    const { confirmPassword: _omitted, ...withoutConfirm } = validSignUp;
    expect(signUpRequestSchema.safeParse(withoutConfirm).success).toBe(true);
    expect(signUpRequestSchema.safeParse({ ...validSignUp, confirmPassword: 'nope123' }).success).toBe(false);
  });
});

describe('password recovery validation', () => {
  it('trims and lowercases the email', () => {
    expect(forgotPasswordInputSchema.parse({ email: ' JOSE@Example.com ' }).email).toBe('jose@example.com');
  });

  it('requires a matching confirmation for the new password', () => {
    const result = resetPasswordInputSchema.safeParse({ password: 'Nova#Senha9', confirmPassword: 'Outra#Senha9' });
    expect(messagesOf(result)).toEqual([{ path: 'confirmPassword', message: 'As senhas não coincidem' }]);
  });

  it('requires at least 6 characters for the new password', () => {
    const result = resetPasswordInputSchema.safeParse({ password: 'ab1', confirmPassword: 'ab1' });
    expect(messagesOf(result)).toContainEqual({ path: 'password', message: 'Senha deve ter no mínimo 6 caracteres' });
  });
});

describe('password strength', () => {
  it.each([
    ['abc', 0, 'weak'],
    ['abcdefgh', 1, 'weak'],
    ['abcdefgh1', 2, 'weak'],
    ['Abcdefgh1', 3, 'medium'],
    ['Abcdefghijk1', 4, 'medium'],
    ['Abcdefghijk1!', 5, 'strong'],
    ['Ab1!', 3, 'medium'],
  ] as const)('scores %s as %i (%s)', (password, score, strength) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('generatePassword', () => {
  it('makes 16 characters with an uppercase letter, a lowercase letter, a digit and a symbol', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
      expect(passwordStrength(password)).toBe('strong');
    }
  });

  it('shuffles so the guaranteed characters are not always first', () => {
    const firsts = new Set(Array.from({ length: 100 }, () => generatePassword()[0]!.replace(/[A-Z]/, 'U')));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('uses the given random source', () => {
    const zero = () => 0;
    expect(generatePassword(8, zero)).toHaveLength(8);
  });
});
