import type {
  AdminAssignPlanInput,
  AdminBillingOverview,
  BillingDetailsInput,
  BillingMode,
  CheckoutInput,
  Invoice,
  SubscriptionResponse,
  UpdateSubscriptionInput,
} from '@rbax/shared/billing/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSubscriptionQuery, subscriptionQueryKey } from '@/features/billing/lib/plan-limit';
import { apiRequest } from '@/lib/api-client';

/** Billing's API (issue 28, docs/decisions/054): the subscription, invoices, the administrators' side. */

const ws = (id: string) => `/api/v1/workspaces/${encodeURIComponent(id)}`;

export const invoicesQueryKey = (workspaceId: string) => ['workspaces', workspaceId, 'invoices'] as const;
export const adminBillingQueryKey = ['admin', 'billing'] as const;

export function useSubscription(workspaceId: string | null | undefined) {
  return useQuery({
    queryKey: subscriptionQueryKey(workspaceId ?? ''),
    queryFn: ({ signal }) => apiRequest<SubscriptionResponse>(`${ws(workspaceId!)}/subscription`, { signal }),
    enabled: Boolean(workspaceId),
  });
}

export function useInvoices(workspaceId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: invoicesQueryKey(workspaceId ?? ''),
    queryFn: ({ signal }) => apiRequest<{ invoices: Invoice[] }>(`${ws(workspaceId!)}/invoices`, { signal }),
    enabled: Boolean(workspaceId) && enabled,
  });
}

function useSubscriptionMutation<I>(workspaceId: string, request: (input: I) => Promise<SubscriptionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey(workspaceId), subscription);
      await queryClient.invalidateQueries({ queryKey: invoicesQueryKey(workspaceId) });
    },
  });
}

export function useUpdateSubscription(workspaceId: string) {
  return useSubscriptionMutation(workspaceId, (input: UpdateSubscriptionInput) =>
    apiRequest<SubscriptionResponse>(`${ws(workspaceId)}/subscription`, { method: 'PATCH', body: input }),
  );
}

export function useSaveBillingDetails(workspaceId: string) {
  return useSubscriptionMutation(workspaceId, (input: BillingDetailsInput) =>
    apiRequest<SubscriptionResponse>(`${ws(workspaceId)}/billing-details`, { method: 'PUT', body: input }),
  );
}

export function useCheckout(workspaceId: string) {
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      apiRequest<{ url: string }>(`${ws(workspaceId)}/subscription/checkout`, { method: 'POST', body: input }),
  });
}

export function usePortal(workspaceId: string) {
  return useMutation({
    mutationFn: () => apiRequest<{ url: string }>(`${ws(workspaceId)}/subscription/portal`, { method: 'POST' }),
  });
}

export function invoicePdfUrl(invoiceId: string): string {
  return `/api/v1/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}

/* ---------- administrators ---------- */

export function useAdminBilling() {
  return useQuery({
    queryKey: adminBillingQueryKey,
    queryFn: ({ signal }) => apiRequest<AdminBillingOverview>('/api/v1/admin/billing', { signal }),
  });
}

export function useSetBillingMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: BillingMode) =>
      apiRequest<AdminBillingOverview>('/api/v1/admin/billing/settings', { method: 'PUT', body: { mode } }),
    onSuccess: async (overview) => {
      queryClient.setQueryData(adminBillingQueryKey, overview);
      await queryClient.invalidateQueries({ predicate: isSubscriptionQuery });
    },
  });
}

export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, ...input }: AdminAssignPlanInput & { workspaceId: string }) =>
      apiRequest<SubscriptionResponse>(`/api/v1/admin/workspaces/${encodeURIComponent(workspaceId)}/plan`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: async (_data, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillingQueryKey }),
        queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(input.workspaceId) }),
      ]);
    },
  });
}

/** `PUT /admin/workspaces/:id/trial`: extend, end or restart a workspace's trial (administrators). */
export function useSetTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, endsAt }: { workspaceId: string; endsAt: string }) =>
      apiRequest<SubscriptionResponse>(`/api/v1/admin/workspaces/${encodeURIComponent(workspaceId)}/trial`, {
        method: 'PUT',
        body: { endsAt },
      }),
    onSuccess: async (_data, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminBillingQueryKey }),
        queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(input.workspaceId) }),
      ]);
    },
  });
}
