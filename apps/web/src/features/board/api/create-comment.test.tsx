import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useCreateComment } from '@/features/board/api/create-comment';
import { activityQueryKey } from '@/features/board/api/get-activity';
import { commentsQueryKey } from '@/features/board/api/get-comments';
import { createTestQueryClient, stubFetch } from '@/test/render';

const comment = {
  id: 'm1',
  cardId: 'c1',
  body: 'Revisar o contrato',
  author: { id: 'u1', name: 'Ana Souza', image: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('useCreateComment', () => {
  it("adds the comment and marks the card's history stale, so an open dialog shows the new entry", async () => {
    stubFetch({ '/api/v1/cards/c1/comments': { status: 201, body: comment } });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(commentsQueryKey('c1'), []);
    queryClient.setQueryData(activityQueryKey('c1'), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateComment('c1', () => {}), { wrapper });
    result.current.mutate({ body: 'Revisar o contrato' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(commentsQueryKey('c1'))).toEqual([comment]);
    expect(queryClient.getQueryState(activityQueryKey('c1'))?.isInvalidated).toBe(true);
  });
});
