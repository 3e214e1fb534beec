import { useTranslation } from 'react-i18next';
import { GuideLink } from '@/components/ui/guide-link';
import { AI_GUIDE_SLUG } from '@/config/paths';
import { useAiSettings } from '@/features/ai/api/ai-settings';
import { AiPrivacyNotice } from '@/features/ai/components/ai-privacy-notice';
import { AiSettingsForm } from '@/features/ai/components/ai-settings-form';
import { WorkspacePicker } from '@/features/analytics/workspace/components/report-filters';
import { ReportError, ReportHeader, ReportSkeleton } from '@/features/analytics/workspace/components/report-states';
import { useReportWorkspace } from '@/features/analytics/workspace/hooks/use-report-params';

/** /ai-settings 'Config. IA' (issue 24): the owner turns AI on and picks the provider; everyone reads what is sent. */
export function AiSettingsPage() {
  const { t } = useTranslation();
  const report = useReportWorkspace();
  const workspaceId = report.workspace?.id ?? null;
  const settings = useAiSettings(workspaceId);

  let body;
  if (report.isPending || (workspaceId && settings.isPending)) body = <ReportSkeleton tiles={0} blocks={3} />;
  else if (!workspaceId) body = <p className="text-muted-foreground">{t('ai.common.noWorkspace')}</p>;
  else if (settings.isError || !settings.data)
    body = <ReportError message={t('ai.settings.loadFailed')} onRetry={() => void settings.refetch()} />;
  else body = <AiSettingsForm key={`${workspaceId}:${settings.data.updatedAt ?? ''}`} settings={settings.data} />;

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 p-4 sm:p-6">
      <ReportHeader
        title={t('ai.settings.title')}
        subtitle={t('ai.settings.subtitle')}
        below={
          <p className="text-sm">
            <GuideLink slug={AI_GUIDE_SLUG}>{t('ai.settings.guide')}</GuideLink>
          </p>
        }
      >
        {report.workspaces.length > 1 ? (
          <WorkspacePicker workspaces={report.workspaces} value={workspaceId} onChange={report.setWorkspace} />
        ) : null}
      </ReportHeader>
      <AiPrivacyNotice />
      {body}
    </div>
  );
}
