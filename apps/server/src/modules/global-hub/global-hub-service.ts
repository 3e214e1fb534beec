import type { DashboardCard, DashboardResponse } from '@rbax/shared/analytics';
import type { FavoriteType, GlobalHubResponse, HubFavorite, HubWorkspace } from '@rbax/shared/global-hub';
import { workspaceRoles, type WorkspaceRole } from '@rbax/shared/workspaces';
import { assertBoard, keyReaches, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { getDashboard } from '#src/modules/analytics/dashboard-service.ts';
import { readableBoards } from '#src/modules/search/search-service.ts';
import { deleteFavorite, favoritesOf, insertFavorite, workspacesOf } from './global-hub-repository.ts';

type D = Pick<Deps, 'db'>;

const asRole = (value: string): WorkspaceRole | null =>
  (workspaceRoles as readonly string[]).includes(value) ? (value as WorkspaceRole) : null;

type Group = HubWorkspace;

const emptyGroup = (id: string | null, name: string, role: WorkspaceRole | null): Group => ({
  id,
  name,
  role,
  boards: [],
  health: { wip: 0, throughputThisWeek: 0, throughputLastWeek: 0 },
  work: { assigned: [], overdue: [], dueSoon: [], atRisk: [] },
});

/**
 * GET /api/v1/global-hub: the personal dashboard (analytics: my open cards — assigned, overdue,
 * due soon, at risk —, each board's WIP and throughput, recent activity), over the boards the
 * caller can read, grouped by the workspaces they are a member of; boards they read from
 * elsewhere (no workspace, or shared from a workspace they are not in) go in one group without a
 * name, so no workspace's name leaks. Plus their favourites still readable, and every workspace
 * of theirs (even without boards) for switching.
 */
export async function getGlobalHub(deps: D, user: SessionUser, now: Date = new Date()): Promise<GlobalHubResponse> {
  const [dashboard, boards, memberships, favorites] = await Promise.all([
    getDashboard(deps, user, now),
    readableBoards(deps, user),
    workspacesOf(deps.db, user.id),
    favoritesOf(deps.db, user.id),
  ]);
  const groups = new Map<string | null, Group>();
  for (const row of memberships) {
    if (keyReaches(user, row.id)) groups.set(row.id, emptyGroup(row.id, row.name, asRole(row.role)));
  }
  const groupOfBoard = new Map<string, Group>();
  const outside = () => {
    let group = groups.get(null);
    if (!group) groups.set(null, (group = emptyGroup(null, '', null)));
    return group;
  };
  for (const board of boards) {
    const group = (board.workspaceId !== null && groups.get(board.workspaceId)) || outside();
    groupOfBoard.set(board.id, group);
  }
  const favoriteBoards = new Set(favorites.filter((f) => f.item_type === 'board').map((f) => f.item_id));
  for (const summary of dashboard.boards) {
    const group = groupOfBoard.get(summary.id);
    if (!group) continue;
    group.boards.push({ ...summary, favorite: favoriteBoards.has(summary.id) });
    group.health.wip += summary.wip;
    group.health.throughputThisWeek += summary.throughputThisWeek;
    group.health.throughputLastWeek += summary.throughputLastWeek;
  }
  const place = (list: DashboardCard[], key: keyof Group['work']) => {
    for (const card of list) groupOfBoard.get(card.board.id)?.work[key].push(card);
  };
  place(dashboard.assigned, 'assigned');
  place(dashboard.overdue, 'overdue');
  place(dashboard.dueSoon, 'dueSoon');
  place(dashboard.atRisk, 'atRisk');

  const byId = new Map(boards.map((board) => [board.id, board]));
  const hubFavorites: HubFavorite[] = [];
  for (const favorite of favorites) {
    const board = favorite.item_type === 'board' ? byId.get(favorite.item_id) : undefined;
    if (!board) continue;
    hubFavorites.push({
      type: 'board',
      id: board.id,
      title: board.title,
      icon: board.icon,
      color: board.color,
      workspaceId: groupOfBoard.get(board.id)?.id ?? null,
    });
  }
  const workspaces = [...groups.values()].sort(
    (a, b) =>
      (a.id === null ? 1 : 0) - (b.id === null ? 1 : 0) ||
      a.name.localeCompare(b.name, 'pt-BR') ||
      ((a.id ?? '') < (b.id ?? '') ? -1 : 1),
  );
  return {
    workspaces,
    favorites: hubFavorites,
    activity: activityOf(dashboard, groupOfBoard),
    columns: dashboard.columns ?? [],
  };
}

function activityOf(dashboard: DashboardResponse, groupOfBoard: ReadonlyMap<string, Group>) {
  return dashboard.activity.map((item) => ({ ...item, workspaceId: groupOfBoard.get(item.board.id)?.id ?? null }));
}

/** PUT/DELETE a favourite: the board must be readable (404 otherwise, like the board itself). */
export async function setFavorite(
  deps: D,
  user: SessionUser,
  type: FavoriteType,
  id: string,
  favorite: boolean,
): Promise<{ favorite: boolean }> {
  if (favorite) {
    await assertBoard(deps.db, user, 'read', id);
    await insertFavorite(deps.db, user.id, type, id);
  } else await deleteFavorite(deps.db, user.id, type, id);
  return { favorite };
}
