import { z } from 'zod';
import { dashboardCardSchema, dashboardResponseSchema } from './analytics.ts';
import { workspaceRoles } from './workspaces.ts';

/**
 * The Global Hub (issue 27, docs/decisions/053): everything of the caller across every workspace
 * they belong to, in one response — their work grouped by workspace, recent activity, favourites,
 * each workspace's health and the list to switch between them. Built from the personal dashboard
 * (analytics), so 'at risk', WIP and throughput mean what they mean there.
 */

/**
 * What can be a favourite. Documents come later (issue for docs): a favourite is a typed item,
 * and the response's `favorites` a list discriminated by `type`, so adding them adds a member.
 */
export const favoriteTypes = ['board'] as const;
export type FavoriteType = (typeof favoriteTypes)[number];

const boardSummarySchema = dashboardResponseSchema.shape.boards.element.extend({ favorite: z.boolean() });

export const hubFavoriteSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('board'),
    id: z.string(),
    title: z.string(),
    icon: z.string(),
    color: z.string(),
    workspaceId: z.string().nullable(),
  }),
]);
export type HubFavorite = z.infer<typeof hubFavoriteSchema>;

export const hubWorkspaceSchema = z.object({
  /**
   * Null: the caller's boards outside their workspaces — without a workspace, or shared with them
   * from a workspace they are not in (whose name is not theirs to see).
   */
  id: z.string().nullable(),
  name: z.string(),
  role: z.enum(workspaceRoles).nullable(),
  boards: z.array(boardSummarySchema),
  health: z.object({
    wip: z.number().int(),
    throughputThisWeek: z.number().int(),
    throughputLastWeek: z.number().int(),
  }),
  work: z.object({
    assigned: z.array(dashboardCardSchema),
    overdue: z.array(dashboardCardSchema),
    dueSoon: z.array(dashboardCardSchema),
    atRisk: z.array(dashboardCardSchema),
  }),
});
export type HubWorkspace = z.infer<typeof hubWorkspaceSchema>;

/** `GET /api/v1/global-hub` */
export const globalHubResponseSchema = z.object({
  workspaces: z.array(hubWorkspaceSchema),
  favorites: z.array(hubFavoriteSchema),
  activity: z.array(dashboardResponseSchema.shape.activity.element.extend({ workspaceId: z.string().nullable() })),
  columns: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type GlobalHubResponse = z.infer<typeof globalHubResponseSchema>;

/** `PUT|DELETE /api/v1/global-hub/favorites/:type/:id` */
export const hubFavoriteParamsSchema = z.object({
  type: z.enum(favoriteTypes, { error: 'validation.invalidValue' }),
  id: z.string().min(1).max(100),
});
export const hubFavoriteResponseSchema = z.object({ favorite: z.boolean() });
