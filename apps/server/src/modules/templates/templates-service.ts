import type { TemplateSummary } from '@rbax/shared/boards';
import type { Locale } from '@rbax/shared/i18n';
import { boardTemplates } from '@rbax/shared/templates';

export function listTemplates(locale: Locale): TemplateSummary[] {
  return boardTemplates.map((t) => ({
    id: t.id,
    name: t.name[locale],
    description: t.description[locale],
    icon: t.icon,
    columns: t.columns.map((c) => c[locale]),
  }));
}
