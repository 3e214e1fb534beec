import type { BoardDetail } from '@rbax/shared/boards';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { boardDetailResponse } from '#src/modules/boards/boards-service.ts';

/**
 * A board as its reader sees it, through the boards service (which authorizes: 404 without
 * access). One read per board per conversation: tools and proposals share it.
 */
export type BoardReader = (boardId: string) => Promise<BoardDetail>;

export function boardReader(deps: Pick<Deps, 'db' | 'boardCache'>, user: SessionUser): BoardReader {
  const read = new Map<string, Promise<BoardDetail>>();
  return (boardId) => {
    let pending = read.get(boardId);
    if (!pending) {
      pending = boardDetailResponse(deps, user, boardId, {}).then((response) => {
        if (response.notModified || response.encoding !== 'identity') throw new Error('unexpected board response');
        return JSON.parse(response.body.toString()) as BoardDetail;
      });
      read.set(boardId, pending);
    }
    return pending;
  };
}
