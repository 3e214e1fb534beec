import { z } from 'zod';
import { idSchema, safeTextSchema } from '../validation.ts';

/**
 * Documents (issue 26, docs/decisions/051): pages of a workspace, optionally of a board, nested
 * in a tree. The content is a Yjs document that flows through the realtime channel `doc:<id>`;
 * the REST API carries the rest (tree, title, favourites, archive, versions, export).
 */

export const DOC_TITLE_MAX = 200;
/** Deepest nesting of the tree (a page inside a page inside …). */
export const DOC_DEPTH_MAX = 8;
/** Largest Markdown accepted on import. */
export const DOC_MARKDOWN_MAX = 1_000_000;
/** Most people a restricted document may name. */
export const DOC_MEMBERS_MAX = 200;
export const docTemplateIds = ['meeting', 'prd', 'retro', 'runbook'] as const;
export type DocTemplateId = (typeof docTemplateIds)[number];

export const docTitleSchema = safeTextSchema.pipe(
  z.string().trim().max(DOC_TITLE_MAX, { error: 'validation.docTitleTooLong' }),
);
const iconSchema = z.string().trim().max(16).nullable();

/** What the caller may do with a document. */
export const docLevels = ['read', 'edit', 'manage'] as const;
export type DocLevel = (typeof docLevels)[number];

export const docPersonSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type DocPerson = z.infer<typeof docPersonSchema>;

/** One document as the tree lists it. */
export const docSummarySchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  boardId: z.string().nullable(),
  parentId: z.string().nullable(),
  position: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  restricted: z.boolean(),
  archived: z.boolean(),
  favourite: z.boolean(),
  level: z.enum(docLevels),
  createdBy: docPersonSchema.nullable(),
  updatedBy: docPersonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocSummary = z.infer<typeof docSummarySchema>;

/** `GET /api/v1/docs/:id`: the summary plus who may read it when restricted. */
export const docDetailSchema = docSummarySchema.extend({
  boardTitle: z.string().nullable(),
  workspaceName: z.string(),
  members: z.array(docPersonSchema),
});
export type DocDetail = z.infer<typeof docDetailSchema>;

export const docListQuerySchema = z.object({
  /** `true`: the archived documents instead of the active ones. */
  archived: z.enum(['true', 'false']).optional(),
  boardId: idSchema.optional(),
});

/** `POST /api/v1/workspaces/:id/docs`. */
export const createDocInputSchema = z.object({
  title: docTitleSchema.optional(),
  icon: iconSchema.optional(),
  parentId: idSchema.nullable().optional(),
  boardId: idSchema.nullable().optional(),
  template: z.enum(docTemplateIds).optional(),
  /** Markdown to start from (import). */
  markdown: safeTextSchema.pipe(z.string().max(DOC_MARKDOWN_MAX, { error: 'validation.docTooLarge' })).optional(),
  /** The language of a template's text. */
  locale: z.enum(['pt-BR', 'en-US', 'es-ES']).optional(),
});
export type CreateDocInput = z.infer<typeof createDocInputSchema>;

/**
 * `PATCH /api/v1/docs/:id`. Moving: `parentId` (null: top level) with `afterId` (the sibling it
 * goes after; null: first). `favourite` is the caller's own mark (read is enough); `restricted`
 * and `memberIds` choose who may open it (manage).
 */
export const updateDocInputSchema = z
  .object({
    title: docTitleSchema.optional(),
    icon: iconSchema.optional(),
    parentId: idSchema.nullable().optional(),
    afterId: idSchema.nullable().optional(),
    boardId: idSchema.nullable().optional(),
    archived: z.boolean().optional(),
    favourite: z.boolean().optional(),
    restricted: z.boolean().optional(),
    memberIds: z.array(idSchema).max(DOC_MEMBERS_MAX).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'validation.nothingToUpdate',
  });
export type UpdateDocInput = z.infer<typeof updateDocInputSchema>;

export const docVersionKinds = ['auto', 'manual', 'restore'] as const;
export const docVersionSchema = z.object({
  id: z.string(),
  kind: z.enum(docVersionKinds),
  createdBy: docPersonSchema.nullable(),
  createdAt: z.string(),
  /** The version's text as Markdown (for the diff). */
  markdown: z.string(),
});
export type DocVersion = z.infer<typeof docVersionSchema>;

export const docExportQuerySchema = z.object({ format: z.enum(['md', 'pdf']).default('md') });

/** A document that mentions a card (the card dialog's list). */
export const docMentionSchema = z.object({ id: z.string(), title: z.string(), icon: z.string().nullable() });
export type DocMention = z.infer<typeof docMentionSchema>;

/** The siblings' order and depth rules shared by web and server. */
export function wouldNestInside(
  docs: readonly { id: string; parentId: string | null }[],
  docId: string,
  newParentId: string | null,
): boolean {
  const parentOf = new Map(docs.map((doc) => [doc.id, doc.parentId]));
  let current = newParentId;
  for (let step = 0; current !== null && step <= docs.length; step += 1) {
    if (current === docId) return true;
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** Depth of a document (0 at the top level). */
export function depthOf(docs: readonly { id: string; parentId: string | null }[], docId: string | null): number {
  const parentOf = new Map(docs.map((doc) => [doc.id, doc.parentId]));
  let depth = 0;
  let current = docId ? (parentOf.get(docId) ?? null) : null;
  while (current !== null && depth <= docs.length) {
    depth += 1;
    current = parentOf.get(current) ?? null;
  }
  return docId ? depth : -1;
}

/** `POST /api/v1/docs/:id/files`: an image or file put in the document. */
export const docFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  isImage: z.boolean(),
  /** `/files/<key>`: readable by whoever may read the document. */
  url: z.string(),
});
export type DocFile = z.infer<typeof docFileSchema>;
