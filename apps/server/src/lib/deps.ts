import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/config/env.ts';
import type { Db } from '#src/db/client.ts';
import type { BoardDetailCache } from '#src/modules/boards/board-detail-cache.ts';
import type { Mailer } from './mail.ts';
import type { Storage } from './storage.ts';

/** What services need from the app, without Fastify types (HOUSE-STYLE rule 4). */
export type Deps = { db: Db; config: Config; mailer: Mailer; storage: Storage; boardCache: BoardDetailCache };

export function depsOf(app: FastifyInstance): Deps {
  return {
    db: app.database.db,
    config: app.config,
    mailer: app.mailer,
    storage: app.storage,
    boardCache: app.boardCache,
  };
}
