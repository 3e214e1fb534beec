import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { PlanLimitSync } from '@/app/plan-limit-sync';
import { ApiError } from '@/lib/api-client';

function FailingWrite({ error }: { error: Error }) {
  const { mutate } = useMutation({ mutationFn: () => Promise.reject(error) });
  useEffect(() => mutate(), [mutate]);
  return null;
}

async function boardsAfterWriteFailing(error: Error) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(['boards', 'b1', 'detail'], { board: { id: 'b1', canEdit: true } });
  client.setQueryData(['workspaces', 'w1', 'subscription'], { readOnlyBoardIds: [] });
  client.setQueryData(['workspaces', 'w1', 'members'], []);
  client.setQueryData(['notifications'], []);
  render(
    <QueryClientProvider client={client}>
      <PlanLimitSync />
      <FailingWrite error={error} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.status).toBe('error'));
  return {
    boards: client.getQueryState(['boards', 'b1', 'detail'])!.isInvalidated,
    subscription: client.getQueryState(['workspaces', 'w1', 'subscription'])!.isInvalidated,
    others:
      client.getQueryState(['notifications'])!.isInvalidated ||
      client.getQueryState(['workspaces', 'w1', 'members'])!.isInvalidated,
  };
}

describe('PlanLimitSync', () => {
  it('reads the boards and subscriptions again when the plan refuses a write, so a read-only board loses its edit controls', async () => {
    const refused = new ApiError(402, 'plan_limit_reached', 'Este quadro está somente leitura no plano Grátis.');
    expect(await boardsAfterWriteFailing(refused)).toEqual({ boards: true, subscription: true, others: false });
  });

  it('leaves the boards alone for any other refusal', async () => {
    expect(await boardsAfterWriteFailing(new ApiError(403, 'forbidden', 'Sem permissão'))).toEqual({
      boards: false,
      subscription: false,
      others: false,
    });
    expect(await boardsAfterWriteFailing(new ApiError(402, 'payment_required', 'x'))).toEqual({
      boards: false,
      subscription: false,
      others: false,
    });
  });
});
