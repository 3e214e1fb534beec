import { HEALTH_THRESHOLDS as limits, HTTP_MIN_REQUESTS, type HealthReport } from '@rbax/shared/health';
import { Database, Gauge, Globe, HardDrive, ListChecks, MemoryStick, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/dates';
import { HealthCard } from '@/features/system-health/components/health-card';
import { formatCount, formatMs, formatPercent } from '@/features/system-health/lib/health-status';

/** The seven cards of /system-health, in the order an operator reads them. */
export function HealthCards({ report }: { report: HealthReport }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const ms = (value: number | null) => formatMs(value, locale);
  const pct = (ratio: number) => formatPercent(ratio, locale);
  const count = (value: number) => formatCount(value, locale);
  const bytes = (value: number) => formatBytes(value, locale);
  const { database, http, eventLoop, memory, realtime, jobs, uploads } = report;

  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <HealthCard
        id="database"
        title={t('systemHealth.database.title')}
        icon={Database}
        status={database.status}
        value={ms(database.latencyMs)}
        valueLabel={t('systemHealth.database.latency')}
        details={[
          {
            label: t('systemHealth.database.kind'),
            value:
              database.kind === 'embedded' ? t('systemHealth.database.embedded') : t('systemHealth.database.postgres'),
          },
          { label: t('systemHealth.database.samples'), value: database.samplesMs.map(ms).join(' · ') },
        ]}
        note={t('systemHealth.thresholds.above', {
          warn: ms(limits.dbLatencyMs.warn),
          critical: ms(limits.dbLatencyMs.critical),
        })}
      />
      <HealthCard
        id="http"
        title={t('systemHealth.http.title')}
        icon={Globe}
        status={http.status}
        value={count(http.requests)}
        valueLabel={t('systemHealth.http.requests', { count: http.windowMinutes })}
        details={[
          { label: t('systemHealth.http.errors5xx'), value: `${count(http.errors5xx)} (${pct(http.rate5xx)})` },
          { label: t('systemHealth.http.errors4xx'), value: `${count(http.errors4xx)} (${pct(http.rate4xx)})` },
          { label: t('systemHealth.http.p50'), value: ms(http.p50Ms) },
          { label: t('systemHealth.http.p95'), value: ms(http.p95Ms) },
          { label: t('systemHealth.http.p99'), value: ms(http.p99Ms) },
        ]}
        note={
          http.requests < HTTP_MIN_REQUESTS
            ? t('systemHealth.http.tooFew', { count: HTTP_MIN_REQUESTS })
            : t('systemHealth.http.thresholds', {
                warn: pct(limits.http5xxRate.warn),
                critical: pct(limits.http5xxRate.critical),
                p95: ms(limits.httpP95Ms.warn),
              })
        }
      />
      <HealthCard
        id="eventLoop"
        title={t('systemHealth.eventLoop.title')}
        icon={Gauge}
        status={eventLoop.status}
        value={ms(eventLoop.p99Ms)}
        valueLabel={t('systemHealth.eventLoop.p99')}
        details={[
          { label: t('systemHealth.eventLoop.p50'), value: ms(eventLoop.p50Ms) },
          { label: t('systemHealth.eventLoop.max'), value: ms(eventLoop.maxMs) },
          { label: t('systemHealth.eventLoop.window'), value: `${count(eventLoop.windowSeconds)} s` },
        ]}
        note={t('systemHealth.thresholds.above', {
          warn: ms(limits.eventLoopP99Ms.warn),
          critical: ms(limits.eventLoopP99Ms.critical),
        })}
      />
      <HealthCard
        id="memory"
        title={t('systemHealth.memory.title')}
        icon={MemoryStick}
        status={memory.status}
        value={pct(memory.heapUsedRatio)}
        valueLabel={t('systemHealth.memory.heapOfLimit')}
        details={[
          { label: t('systemHealth.memory.rss'), value: bytes(memory.rssBytes) },
          { label: t('systemHealth.memory.heapUsed'), value: bytes(memory.heapUsedBytes) },
          { label: t('systemHealth.memory.heapTotal'), value: bytes(memory.heapTotalBytes) },
          { label: t('systemHealth.memory.heapLimit'), value: bytes(memory.heapLimitBytes) },
        ]}
        note={t('systemHealth.thresholds.above', {
          warn: pct(limits.heapUsedRatio.warn),
          critical: pct(limits.heapUsedRatio.critical),
        })}
      />
      <HealthCard
        id="realtime"
        title={t('systemHealth.realtime.title')}
        icon={Radio}
        status={realtime.status}
        value={count(realtime.connections)}
        valueLabel={t('systemHealth.realtime.connections')}
        details={[{ label: t('systemHealth.realtime.boards'), value: count(realtime.boards) }]}
        note={t('systemHealth.realtime.note')}
      />
      <HealthCard
        id="jobs"
        title={t('systemHealth.jobs.title')}
        icon={ListChecks}
        status={jobs.status}
        value={count(jobs.queued)}
        valueLabel={t('systemHealth.jobs.queued')}
        details={[{ label: t('systemHealth.jobs.failed'), value: count(jobs.failedLastHour) }]}
        note={
          jobs.enabled
            ? jobs.queues.length === 0
              ? t('systemHealth.jobs.noQueues')
              : t('systemHealth.jobs.thresholds', {
                  failed: count(limits.failedJobs.critical),
                  queued: count(limits.queuedJobs.warn),
                  critical: count(limits.queuedJobs.critical),
                })
            : t('systemHealth.jobs.off')
        }
      >
        {jobs.queues.length > 0 ? (
          <ul className="grid gap-2 text-sm" aria-label={t('systemHealth.jobs.queues')}>
            {jobs.queues.map((queue) => (
              <li key={queue.name} className="grid gap-0.5 rounded-md bg-muted/50 px-3 py-2">
                <span className="font-mono text-xs font-medium">{queue.name}</span>
                <span className="text-xs tabular-nums text-muted-foreground">
                  {t('systemHealth.jobs.queue', {
                    queued: count(queue.queued),
                    active: count(queue.active),
                    failed: count(queue.failedLastHour),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </HealthCard>
      <HealthCard
        id="uploads"
        title={t('systemHealth.uploads.title')}
        icon={HardDrive}
        status={uploads.status}
        value={bytes(uploads.bytes)}
        valueLabel={t('systemHealth.uploads.used')}
        details={[
          { label: t('systemHealth.uploads.files'), value: count(uploads.files) },
          ...(uploads.disk
            ? [
                {
                  label: t('systemHealth.uploads.free'),
                  value: `${bytes(uploads.disk.freeBytes)} (${pct(uploads.disk.freeRatio)})`,
                },
                { label: t('systemHealth.uploads.disk'), value: bytes(uploads.disk.totalBytes) },
              ]
            : []),
        ]}
        note={
          uploads.storage === 's3'
            ? t('systemHealth.uploads.s3')
            : t('systemHealth.thresholds.below', {
                warn: pct(limits.diskFreeRatio.warn),
                critical: pct(limits.diskFreeRatio.critical),
              })
        }
      />
    </div>
  );
}
