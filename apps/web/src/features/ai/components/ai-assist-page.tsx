import { useTranslation } from 'react-i18next';
import { useAiSettings } from '@/features/ai/api/ai-settings';
import { AiUnavailable } from '@/features/ai/components/ai-unavailable';
import { AssistChat } from '@/features/ai/components/assist-chat';
import { WorkspacePicker } from '@/features/analytics/workspace/components/report-filters';
import { ReportError, ReportHeader, ReportSkeleton } from '@/features/analytics/workspace/components/report-states';
import { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';

/** /ai-assist 'Smart Assist' (issue 24): a conversation over one workspace's boards. */
export function AiAssistPage() {
  const { t } = useTranslation();
  const report = useReportWorkspace();
  const workspaceId = report.workspace?.id ?? null;
  const settings = useAiSettings(workspaceId);

  let body;
  if (report.isPending || (workspaceId && settings.isPending)) body = <ReportSkeleton tiles={0} blocks={2} />;
  else if (!workspaceId) body = <p className="text-muted-foreground">{t('ai.common.noWorkspace')}</p>;
  else if (settings.isError || !settings.data)
    body = <ReportError message={t('ai.settings.loadFailed')} onRetry={() => void settings.refetch()} />;
  else if (settings.data.enabled && settings.data.configured)
    body = <AssistChat key={workspaceId} context={{ workspaceId }} />;
  else body = <AiUnavailable settings={settings.data} />;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4 sm:p-6">
      <ReportHeader title={t('ai.assist.title')} subtitle={t('ai.assist.subtitle')}>
        {report.workspaces.length > 1 ? (
          <WorkspacePicker workspaces={report.workspaces} value={workspaceId} onChange={report.setWorkspace} />
        ) : null}
      </ReportHeader>
      {body}
    </div>
  );
}
