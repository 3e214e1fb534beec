import { eq } from 'drizzle-orm';
import type { AiSettings, UpdateAiSettingsInput } from '@rbax/shared/ai/settings';
import { usageMonth } from '@rbax/shared/ai/settings';
import type { MessageKey } from '@rbax/shared/messages';
import { workspaces } from '#src/db/schema/workspaces.ts';
import { assertWorkspace, workspaceRoleAllows, type SessionUser } from '#src/lib/access.ts';
import { notFound, validationFailed } from '#src/lib/errors.ts';
import { writeAudit } from '#src/modules/admin/audit.ts';
import type { OutboundRefusal } from '#src/modules/integrations/outbound-http.ts';
import { sealSecret } from '#src/modules/integrations/secrets.ts';
import { DEFAULT_AI_MODEL, keyContext, providerOf, type AiProviderDeps } from './ai-provider.ts';
import {
  boardsOfWorkspace,
  findAiSettings,
  optedOutBoardIds,
  replaceOptOuts,
  upsertAiSettings,
  usageOf,
  type AiSettingsRow,
} from './ai-settings-repository.ts';
import { assertProviderUrl, OutboundRefusedError } from './ai-transport.ts';

/**
 * `GET|PUT /api/v1/workspaces/:id/ai-settings` (issue 24, docs/decisions/047). Every member reads
 * them (the page explains what is sent and who decides); only the owner changes them
 * (`configureAi`, lib/access.ts). The key is sealed before it is stored and never answered;
 * turning AI on or off writes the audit log in the same transaction.
 */

const refusalMessages: Record<OutboundRefusal, MessageKey> = {
  invalid: 'validation.aiBaseUrlInvalid',
  https: 'validation.aiBaseUrlHttps',
  private: 'validation.aiBaseUrlPrivate',
  unresolvable: 'validation.aiBaseUrlUnresolvable',
};

async function toSettings(
  deps: AiProviderDeps,
  workspaceId: string,
  row: AiSettingsRow | null,
  canEdit: boolean,
): Promise<AiSettings> {
  const month = usageMonth();
  const [usage, optedOut] = await Promise.all([
    usageOf(deps.db, workspaceId, month),
    optedOutBoardIds(deps.db, workspaceId),
  ]);
  const provider = providerOf(deps.config, row);
  return {
    workspaceId,
    enabled: row?.enabled ?? false,
    baseUrl: row?.baseUrl ?? null,
    model: row?.model ?? null,
    hasKey: Boolean(row?.apiKeySealed),
    monthlyTokenCap: row?.monthlyTokenCap ?? null,
    optedOutBoardIds: optedOut,
    instance: {
      configured: deps.config.ai !== undefined,
      model: deps.config.ai ? (deps.config.ai.model ?? DEFAULT_AI_MODEL) : null,
    },
    configured: provider !== null,
    effectiveModel: provider?.model ?? null,
    usage: {
      month,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      totalTokens: usage.promptTokens + usage.completionTokens,
      requests: usage.requests,
    },
    canEdit,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function getAiSettings(deps: AiProviderDeps, user: SessionUser, workspaceId: string): Promise<AiSettings> {
  const role = await assertWorkspace(deps.db, user, 'read', workspaceId);
  const row = await findAiSettings(deps.db, workspaceId);
  return toSettings(deps, workspaceId, row, workspaceRoleAllows(role, 'configureAi'));
}

/** 400 on `baseUrl` when the SSRF guard would refuse it (checked again at every connection). */
async function assertUsableBaseUrl(deps: AiProviderDeps, baseUrl: string): Promise<void> {
  try {
    await assertProviderUrl(baseUrl, { allowedHosts: deps.config.webhooks.allowedHosts });
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      throw validationFailed([{ path: ['baseUrl'], message: refusalMessages[error.reason] }]);
    }
    throw error;
  }
}

export async function updateAiSettings(
  deps: AiProviderDeps,
  user: SessionUser,
  workspaceId: string,
  input: {
    enabled?: boolean | undefined;
    baseUrl?: string | null | undefined;
    model?: string | null | undefined;
    apiKey?: string | null | undefined;
    monthlyTokenCap?: number | null | undefined;
    optedOutBoardIds?: string[] | undefined;
  } & UpdateAiSettingsInput,
): Promise<AiSettings> {
  await assertWorkspace(deps.db, user, 'configureAi', workspaceId);
  const [workspace] = await deps.db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!workspace) throw notFound();
  const current = await findAiSettings(deps.db, workspaceId);
  const baseUrl = input.baseUrl === undefined ? (current?.baseUrl ?? null) : input.baseUrl;
  const model = input.model === undefined ? (current?.model ?? null) : input.model;
  if (baseUrl && input.baseUrl !== undefined) await assertUsableBaseUrl(deps, baseUrl);
  // Another endpoint needs its model named: the instance's default means nothing there.
  if (baseUrl && !model) throw validationFailed([{ path: ['model'], message: 'validation.required' }]);
  let optOuts: string[] | undefined;
  if (input.optedOutBoardIds) {
    const unique = [...new Set(input.optedOutBoardIds)];
    optOuts = await boardsOfWorkspace(deps.db, workspaceId, unique);
    if (optOuts.length !== unique.length) {
      throw validationFailed([{ path: ['optedOutBoardIds'], message: 'validation.invalidValue' }]);
    }
  }
  const wasEnabled = current?.enabled ?? false;
  const enabled = input.enabled ?? wasEnabled;
  await deps.db.transaction(async (tx) => {
    await upsertAiSettings(tx, workspaceId, {
      enabled,
      baseUrl,
      model,
      ...(input.apiKey !== undefined && {
        apiKeySealed:
          input.apiKey === null ? null : sealSecret(deps.config.authSecret, input.apiKey, keyContext(workspaceId)),
      }),
      ...(input.monthlyTokenCap !== undefined && { monthlyTokenCap: input.monthlyTokenCap }),
      updatedBy: user.id,
    });
    if (optOuts) await replaceOptOuts(tx, workspaceId, optOuts);
    if (enabled !== wasEnabled) {
      await writeAudit(tx, user, {
        action: enabled ? 'workspace.ai_enabled' : 'workspace.ai_disabled',
        targetType: 'workspace',
        targetId: workspaceId,
        targetLabel: workspace.name,
        details: { provider: baseUrl ? 'workspace' : 'instance' },
      });
    }
  });
  return toSettings(deps, workspaceId, await findAiSettings(deps.db, workspaceId), true);
}
