import type { Locale } from '@rbax/shared/i18n';
import {
  centsToBrl,
  describeIn,
  officialTemplateId,
  templateSearchText,
  type MarketplaceCategory,
  type TemplateCard,
  type TemplateStatus,
} from '@rbax/shared/marketplace/api';
import { boardTemplates, type BoardTemplate } from '@rbax/shared/templates';
import type { SessionUser } from '#src/lib/access.ts';
import { notFound } from '#src/lib/errors.ts';
import type { TemplateListRow } from './marketplace-repository.ts';

/** Listings as the API shows them, and who may see one (issue 27, docs/decisions/052). */

/** The official templates are as old as the product: they sort after every listing by "new". */
const OFFICIAL_CREATED_AT = '2025-01-01T00:00:00.000Z';

export function toCard(row: TemplateListRow, locale: Locale): TemplateCard {
  return {
    id: row.id,
    official: false,
    name: row.name,
    description: describeIn(row.descriptions, locale),
    category: row.category as MarketplaceCategory,
    coverUrl: row.coverUrl,
    icon: row.icon,
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '', image: row.authorImage } : null,
    installs: row.installs,
    rating: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
    reviews: row.ratingCount,
    priceBrl: row.priceCents === null ? null : centsToBrl(row.priceCents),
    status: row.status as TemplateStatus,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    columns: row.columns,
    owned: row.owned || row.priceCents === null,
  };
}

export function officialCard(t: BoardTemplate, locale: Locale, installs: number): TemplateCard {
  return {
    id: officialTemplateId(t.id),
    official: true,
    name: t.name[locale],
    description: t.description[locale],
    category: t.id,
    coverUrl: null,
    icon: t.icon,
    author: null,
    installs,
    rating: null,
    reviews: 0,
    priceBrl: null,
    status: 'published',
    version: 1,
    createdAt: OFFICIAL_CREATED_AT,
    columns: t.columns.map((c) => c[locale]),
    owned: true,
  };
}

/** The official templates matching a search (their names and descriptions in every language). */
export function officialMatches(words: string[], category: string | undefined): BoardTemplate[] {
  return boardTemplates.filter((t) => {
    if (category && t.id !== category) return false;
    const text = templateSearchText([...Object.values(t.name), ...Object.values(t.description)]);
    return words.every((w) => text.includes(w));
  });
}

/**
 * A listing is seen by everyone once published; otherwise only by its author, an administrator
 * or someone who bought or was granted it. Everyone else gets 404 (no existence leak).
 */
export function assertVisible(row: TemplateListRow | undefined, user: SessionUser): TemplateListRow {
  if (!row) throw notFound();
  if (row.status === 'published' || row.authorId === user.id || user.isAdmin || row.owned) return row;
  throw notFound();
}

export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
