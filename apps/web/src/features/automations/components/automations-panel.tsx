import type { Automation } from '@rbax/shared/automations/rules';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useOutletContext, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AUTOMATIONS_GUIDE_SLUG, boardPath, knowledgeArticlePath } from '@/config/paths';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { AutomationList } from '@/features/automations/components/automation-list';
import { AutomationRuns } from '@/features/automations/components/automation-runs';
import { AutomationTemplates } from '@/features/automations/components/automation-templates';
import { BuilderDialog, type BuilderTarget } from '@/features/automations/components/builder-dialog';
import { TeamCapacity } from '@/features/automations/components/team-capacity';
import { TestRuleDialog } from '@/features/automations/components/test-rule-dialog';
import { automationBoardOf } from '@/features/automations/lib/board';
import { emptyRule } from '@/features/automations/lib/defaults';
import { draftOf } from '@/features/automations/lib/draft';

type Tab = 'rules' | 'templates' | 'team';

/**
 * /board/:id/automations — the board's 'Automações' panel (issue 20), a sheet over the board:
 * the rules with their sentences, on/off and run logs; ready-made templates; the team's
 * availability and capacity for auto-assignment. The builder opens over it.
 */
export function AutomationsPanel() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const context = useOutletContext<{ boardPath?: string } | undefined>();
  const detail = useBoardDetail(id);
  const board = useMemo(() => (detail.data ? automationBoardOf(detail.data) : null), [detail.data]);
  const [tab, setTab] = useState<Tab>('rules');
  const [builder, setBuilder] = useState<BuilderTarget | null>(null);
  const [runsOf, setRunsOf] = useState<Automation | null>(null);
  const [testing, setTesting] = useState<Automation | null>(null);
  const close = () => void navigate(context?.boardPath ?? boardPath(id));

  return (
    <Sheet open onOpenChange={(open) => !open && close()}>
      <SheetContent
        side="right"
        closeLabel={t('common.close')}
        className="w-full gap-0 overflow-y-auto sm:max-w-2xl"
        // The builder's dialog and toasts live outside the sheet: interacting with them is not leaving it.
        onInteractOutside={(event) => {
          if (builder || testing) event.preventDefault();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>{t('automations.panel.title')}</SheetTitle>
          <SheetDescription>
            {t('automations.panel.description')}{' '}
            <Link to={knowledgeArticlePath(AUTOMATIONS_GUIDE_SLUG)} className="underline underline-offset-2">
              {t('automations.panel.guide')}
            </Link>
          </SheetDescription>
        </SheetHeader>
        {!board ? (
          <div role="status" aria-label={t('common.loading')} className="grid gap-2 p-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : runsOf ? (
          <div className="p-4">
            <AutomationRuns rule={runsOf} board={board} onBack={() => setRunsOf(null)} />
          </div>
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="p-4">
            <div className="flex flex-wrap items-center gap-2">
              <TabsList className="w-auto flex-1">
                <TabsTrigger value="rules">{t('automations.panel.rules')}</TabsTrigger>
                <TabsTrigger value="templates">{t('automations.panel.templates')}</TabsTrigger>
                <TabsTrigger value="team">{t('automations.panel.team')}</TabsTrigger>
              </TabsList>
              {board.canManage ? (
                <Button onClick={() => setBuilder({ rule: null, initial: emptyRule(board), key: `new-${Date.now()}` })}>
                  <Plus aria-hidden="true" />
                  {t('automations.panel.new')}
                </Button>
              ) : null}
            </div>
            <TabsContent value="rules">
              <AutomationList
                board={board}
                onEdit={(rule) => setBuilder({ rule, initial: draftOf(rule), key: `${rule.id}-${rule.version}` })}
                onRuns={setRunsOf}
                onTest={setTesting}
              />
            </TabsContent>
            <TabsContent value="templates">
              <AutomationTemplates
                board={board}
                onUse={(initial, key) => setBuilder({ rule: null, initial, key: `${key}-${Date.now()}` })}
              />
            </TabsContent>
            <TabsContent value="team">
              <TeamCapacity board={board} />
            </TabsContent>
          </Tabs>
        )}
        {board ? <TestRuleDialog board={board} rule={testing} onClose={() => setTesting(null)} /> : null}
        {board ? (
          <BuilderDialog
            board={board}
            target={builder}
            onClose={() => {
              setBuilder(null);
              setTab('rules');
            }}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
