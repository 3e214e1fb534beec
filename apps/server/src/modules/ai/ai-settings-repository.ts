import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { textArray } from '#src/db/raw.ts';
import { aiBoardOptOuts, aiSettings, aiUsage } from '#src/db/schema/ai.ts';
import { boards } from '#src/db/schema/boards.ts';

/** The ai_settings, ai_board_opt_outs and ai_usage queries (issue 24). */

export type AiSettingsRow = typeof aiSettings.$inferSelect;

export async function findAiSettings(db: Db, workspaceId: string): Promise<AiSettingsRow | null> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.workspaceId, workspaceId));
  return row ?? null;
}

export async function upsertAiSettings(
  tx: Db,
  workspaceId: string,
  values: Partial<Omit<AiSettingsRow, 'workspaceId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .insert(aiSettings)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: aiSettings.workspaceId, set: { ...values, updatedAt: new Date() } });
}

export async function optedOutBoardIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ boardId: aiBoardOptOuts.boardId })
    .from(aiBoardOptOuts)
    .where(eq(aiBoardOptOuts.workspaceId, workspaceId))
    .orderBy(aiBoardOptOuts.boardId);
  return rows.map((row) => row.boardId);
}

export async function isBoardOptedOut(db: Db, boardId: string): Promise<boolean> {
  const [row] = await db
    .select({ boardId: aiBoardOptOuts.boardId })
    .from(aiBoardOptOuts)
    .where(eq(aiBoardOptOuts.boardId, boardId));
  return row !== undefined;
}

/** Which of these ids are boards of the workspace (opt-outs name only its own boards). */
export async function boardsOfWorkspace(db: Db, workspaceId: string, boardIds: readonly string[]): Promise<string[]> {
  if (boardIds.length === 0) return [];
  const rows = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), sql`${boards.id} = ANY(${textArray(boardIds)})`));
  return rows.map((row) => row.id);
}

export async function replaceOptOuts(tx: Db, workspaceId: string, boardIds: readonly string[]): Promise<void> {
  await tx.delete(aiBoardOptOuts).where(eq(aiBoardOptOuts.workspaceId, workspaceId));
  if (boardIds.length > 0) {
    await tx.insert(aiBoardOptOuts).values(boardIds.map((boardId) => ({ boardId, workspaceId })));
  }
}

export type UsageRow = { promptTokens: number; completionTokens: number; requests: number };

export async function usageOf(db: Db, workspaceId: string, month: string): Promise<UsageRow> {
  const [row] = await db
    .select({
      promptTokens: aiUsage.promptTokens,
      completionTokens: aiUsage.completionTokens,
      requests: aiUsage.requests,
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.workspaceId, workspaceId), eq(aiUsage.month, month)));
  return {
    promptTokens: Number(row?.promptTokens ?? 0),
    completionTokens: Number(row?.completionTokens ?? 0),
    requests: Number(row?.requests ?? 0),
  };
}

/** Adds one request's tokens to the month's row, in one statement (concurrent requests add up). */
export async function addUsage(
  db: Db,
  workspaceId: string,
  month: string,
  tokens: { promptTokens: number; completionTokens: number },
): Promise<void> {
  await db
    .insert(aiUsage)
    .values({ workspaceId, month, ...tokens, requests: 1 })
    .onConflictDoUpdate({
      target: [aiUsage.workspaceId, aiUsage.month],
      set: {
        promptTokens: sql`${aiUsage.promptTokens} + ${tokens.promptTokens}`,
        completionTokens: sql`${aiUsage.completionTokens} + ${tokens.completionTokens}`,
        requests: sql`${aiUsage.requests} + 1`,
        updatedAt: new Date(),
      },
    });
}
