import type { TFunction } from 'i18next';

export type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The builder builds some keys from data (`automations.field.<path>`, `automations.option.<set>.<value>`
 * from builder-specs.ts); the typed `t` only takes literal keys. Every such key is in the three
 * locale files (locales.test.ts checks they match; builder-specs.test.ts that each one exists).
 */
export function looseT(t: TFunction): LooseT {
  return t as unknown as LooseT;
}
