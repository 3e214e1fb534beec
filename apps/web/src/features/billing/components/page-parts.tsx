import type { Workspace } from '@rbax/shared/workspaces';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError as SharedLoadError } from '@/components/ui/load-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCurrentWorkspace } from '@/features/workspaces/hooks/use-current-workspace';

/** The billing pages' own small parts (no imports from other report features: decision 042). */

export function PageHeader({
  title,
  subtitle,
  below,
  children,
}: {
  title: string;
  subtitle: string;
  below?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{subtitle}</p>
        {below}
      </div>
      {children}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <SharedLoadError message={message} retryLabel={t('billing.retry')} onRetry={onRetry} />;
}

export function Figure({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <li className="grid min-w-0 content-start gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4">
      <span className="truncate text-sm font-medium text-muted-foreground">{label}</span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
      {detail ? <span className="text-xs text-muted-foreground">{detail}</span> : null}
    </li>
  );
}

/** The workspace the page is about: `?workspace=` or the current one. */
export function useBillingWorkspace() {
  const [params, setParams] = useSearchParams();
  const current = useCurrentWorkspace();
  const requested = params.get('workspace');
  const workspace = current.workspaces.find((item) => item.id === requested) ?? current.workspace;
  const setWorkspace = (id: string) =>
    setParams(
      (existing) => {
        const next = new URLSearchParams(existing);
        if (id === current.workspace?.id) next.delete('workspace');
        else next.set('workspace', id);
        return next;
      },
      { replace: true },
    );
  return { workspaces: current.workspaces, workspace, setWorkspace, isPending: current.isPending };
}

export function BillingWorkspacePicker({
  workspaces,
  value,
  onChange,
}: {
  workspaces: readonly Workspace[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="billing-workspace">{t('billing.workspace')}</Label>
      <NativeSelect
        id="billing-workspace"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className="w-full sm:w-56"
      >
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
