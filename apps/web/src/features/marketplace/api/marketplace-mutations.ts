import type {
  ConnectStatus,
  InstallInput,
  Payout,
  PayoutInput,
  PublishTemplateInput,
  ReportInput,
  ReviewInput,
  TemplateDetail,
} from '@rbax/shared/marketplace/api';
import type { SnapshotInclude } from '@rbax/shared/marketplace/snapshot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { marketplaceKey, type ReviewList } from './marketplace-queries';

/** Writes of the template marketplace (issue 27); each refreshes the marketplace's reads. */

const url = (id: string, rest = '') => `/api/v1/marketplace/templates/${encodeURIComponent(id)}${rest}`;

function useMarketplaceMutation<TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: marketplaceKey }),
  });
}

export const usePublishTemplate = () =>
  useMarketplaceMutation((body: PublishTemplateInput) =>
    apiRequest<TemplateDetail>('/api/v1/marketplace/templates', { method: 'POST', body }),
  );

export const usePublishVersion = () =>
  useMarketplaceMutation((input: { id: string; boardId?: string; include?: SnapshotInclude; note?: string }) =>
    apiRequest<TemplateDetail>(url(input.id, '/versions'), {
      method: 'POST',
      body: { boardId: input.boardId, include: input.include, note: input.note },
    }),
  );

export const useInstallTemplate = () =>
  useMarketplaceMutation((input: InstallInput & { id: string }) =>
    apiRequest<{ boardId: string }>(url(input.id, '/install'), {
      method: 'POST',
      body: { workspaceId: input.workspaceId, title: input.title },
    }),
  );

export const useSaveReview = (id: string) =>
  useMarketplaceMutation((body: ReviewInput) => apiRequest<ReviewList>(url(id, '/reviews'), { method: 'POST', body }));

export const useReplyToReview = (id: string) =>
  useMarketplaceMutation((input: { reviewId: string; reply: string | null }) =>
    apiRequest<ReviewList>(url(id, `/reviews/${encodeURIComponent(input.reviewId)}/reply`), {
      method: 'PUT',
      body: { reply: input.reply },
    }),
  );

export const useReportTemplate = (id: string) =>
  useMarketplaceMutation((body: ReportInput) => apiRequest(url(id, '/report'), { method: 'POST', body }));

export const useRequestAccess = (id: string) =>
  useMarketplaceMutation(() => apiRequest(url(id, '/access-requests'), { method: 'POST' }));

/** 'Comprar por R$ X' (billing in stripe mode): the Checkout page's URL, where the browser goes next. */
export const useTemplateCheckout = (id: string) =>
  useMutation({
    mutationFn: () => apiRequest<{ url: string }>(url(id, '/checkout'), { method: 'POST' }),
  });

/** 'Solicitar saque' (creators). */
export const useRequestPayout = () =>
  useMarketplaceMutation((body: PayoutInput) =>
    apiRequest<Payout>('/api/v1/marketplace/payouts', { method: 'POST', body }),
  );

/** 'Conectar conta Stripe' (Stripe Connect): Stripe's onboarding page, where the browser goes next. */
export const useStripeOnboarding = () =>
  useMutation({
    mutationFn: () => apiRequest<{ url: string }>('/api/v1/marketplace/stripe-account/onboarding', { method: 'POST' }),
  });

/** Back from Stripe's onboarding: the account's state read from Stripe again. */
export const useRefreshStripeAccount = () =>
  useMarketplaceMutation(() =>
    apiRequest<{ status: ConnectStatus }>('/api/v1/marketplace/stripe-account/refresh', { method: 'POST' }),
  );

/** Administrators: a pending payout paid or rejected, with a note. */
export const useResolvePayout = () =>
  useMarketplaceMutation((input: { id: string; status: 'paid' | 'rejected'; note?: string }) =>
    apiRequest<Payout>(`/api/v1/marketplace/payouts/${encodeURIComponent(input.id)}/resolve`, {
      method: 'POST',
      body: { status: input.status, note: input.note },
    }),
  );

export const useWithdrawTemplate = () =>
  useMarketplaceMutation((id: string) => apiRequest(url(id), { method: 'DELETE' }));

export const useGrantTemplate = () =>
  useMarketplaceMutation((input: { id: string; email: string }) =>
    apiRequest(url(input.id, '/grants'), { method: 'POST', body: { email: input.email } }),
  );

export const useApproveTemplate = () =>
  useMarketplaceMutation((id: string) => apiRequest(url(id, '/approve'), { method: 'POST' }));

export const useUnpublishTemplate = () =>
  useMarketplaceMutation((input: { id: string; reason?: string }) =>
    apiRequest(url(input.id, '/unpublish'), { method: 'POST', body: { reason: input.reason } }),
  );

export const useResolveReport = () =>
  useMarketplaceMutation((input: { reportId: string; action: 'dismiss' | 'unpublish' }) =>
    apiRequest(`/api/v1/marketplace/reports/${encodeURIComponent(input.reportId)}/resolve`, {
      method: 'POST',
      body: { action: input.action },
    }),
  );
