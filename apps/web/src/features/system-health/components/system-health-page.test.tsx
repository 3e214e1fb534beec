import { screen, within } from '@testing-library/react';
import type { HealthReport } from '@rbax/shared/health';
import { describe, expect, it } from 'vitest';
import { SystemHealthPage } from '@/features/system-health/components/system-health-page';
import { renderWithProviders, stubFetch } from '@/test/render';

const report: HealthReport = {
  status: 'warn',
  checkedAt: '2026-05-01T12:00:00.000Z',
  version: '2.1.0',
  uptimeSeconds: 3725,
  nodeVersion: 'v20.19.0',
  database: { kind: 'embedded', latencyMs: 0.42, samplesMs: [0.5, 0.42, 0.4], status: 'ok' },
  memory: {
    rssBytes: 150 * 1024 * 1024,
    heapUsedBytes: 60 * 1024 * 1024,
    heapTotalBytes: 80 * 1024 * 1024,
    heapLimitBytes: 4096 * 1024 * 1024,
    heapUsedRatio: 0.0146,
    status: 'ok',
  },
  eventLoop: { p50Ms: 10.2, p99Ms: 21.5, maxMs: 40, windowSeconds: 60, status: 'ok' },
  realtime: { connections: 3, boards: 2, status: 'ok' },
  jobs: {
    enabled: true,
    queues: [{ name: 'notifications.tick', queued: 0, active: 1, failedLastHour: 2 }],
    queued: 0,
    failedLastHour: 2,
    status: 'warn',
  },
  http: {
    windowMinutes: 60,
    requests: 1200,
    errors4xx: 30,
    errors5xx: 70,
    rate4xx: 0.025,
    rate5xx: 0.0583,
    p50Ms: 4.2,
    p95Ms: 35,
    p99Ms: 120,
    status: 'critical',
  },
  uploads: {
    storage: 'local',
    bytes: 5 * 1024 * 1024,
    files: 12,
    disk: { totalBytes: 100 * 1024 ** 3, freeBytes: 40 * 1024 ** 3, freeRatio: 0.4 },
    status: 'ok',
  },
};

describe('SystemHealthPage', () => {
  it('shows every figure with its status in words, and the overall status', async () => {
    stubFetch({ '/api/auth/get-session': { body: null }, '/api/v1/admin/health': { body: report } });
    renderWithProviders(<SystemHealthPage />);

    expect(await screen.findByRole('heading', { name: 'Saúde do Sistema', level: 1 })).toBeInTheDocument();
    const overall = await screen.findByRole('region', { name: 'Estado geral' });
    expect(within(overall).getByText('Atenção')).toBeInTheDocument();
    expect(within(overall).getByText('2.1.0')).toBeInTheDocument();
    expect(within(overall).getByText('1 h 2 min')).toBeInTheDocument();
    expect(within(overall).getByText(/Atualizado há \d+ s/)).toBeInTheDocument();

    const database = screen.getByRole('region', { name: 'Banco de dados' });
    expect(within(database).getByText('Embutido (PGlite)')).toBeInTheDocument();
    expect(within(database).getByText('0,42 ms')).toBeInTheDocument();
    expect(within(database).getByText('Saudável')).toBeInTheDocument();

    const http = screen.getByRole('region', { name: 'HTTP na última hora' });
    expect(within(http).getByText('Crítico')).toBeInTheDocument();
    expect(within(http).getByText('70 (5,83%)')).toBeInTheDocument();

    const jobs = screen.getByRole('region', { name: 'Tarefas em segundo plano' });
    expect(within(jobs).getByText('Atenção')).toBeInTheDocument();
    expect(within(jobs).getByText('notifications.tick')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Métricas/ })).toHaveAttribute('href', '/api/metrics');
    expect(screen.getByRole('link', { name: /Documentação da API/ })).toHaveAttribute('href', '/api/docs');
  });

  it('says when background jobs are off on this instance', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/admin/health': {
        body: { ...report, jobs: { enabled: false, queues: [], queued: 0, failedLastHour: 0, status: 'ok' } },
      },
    });
    renderWithProviders(<SystemHealthPage />);
    const jobs = await screen.findByRole('region', { name: 'Tarefas em segundo plano' });
    expect(within(jobs).getByText(/BACKGROUND_JOBS=off/)).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    stubFetch({
      '/api/auth/get-session': { body: null },
      '/api/v1/admin/health': { status: 500, body: { error: { code: 'internal_error', message: 'Erro' } } },
    });
    renderWithProviders(<SystemHealthPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar a saúde do sistema.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
