import { randomBytes } from 'node:crypto';
import {
  FORECAST_HORIZON_DAYS,
  FORECAST_MIN_FINISHED,
  FORECAST_MIN_HISTORY_DAYS,
  FORECAST_SHORT_HISTORY_DAYS,
  FORECAST_TRIALS_DEFAULT,
  type ForecastInput,
  type ForecastResponse,
} from '@rbax/shared/analytics';
import { dailyThroughput } from '@rbax/shared/flow/compute-flow';
import { addDays, daysBetween } from '@rbax/shared/flow/dates';
import { forecastHowMany, forecastWhen, sampleCoverage, type ForecastRefusal } from '@rbax/shared/flow/forecast';
import type { FlowOutput } from '@rbax/shared/flow/types';
import { assertBoard, type Actor } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, validationFailed } from '#src/lib/errors.ts';
import { boardFlow } from './flow-service.ts';

/**
 * POST /api/v1/boards/:id/forecast (board read: a viewer may forecast; nothing is written).
 * Monte Carlo over the board's daily throughput (flow-metrics.md §4, the shared
 * `forecastWhen`/`forecastHowMany`): the sample is every local day of the SLE window ending on the
 * local date of `asOf`, zeros included — from the board's first card on when its history is
 * shorter. The seed (random when not given) is echoed, so the answer can be reproduced.
 */

type D = Pick<Deps, 'db'>;

/** The throughput sample: the window's days (clipped to the board's history) and their counts. */
export function throughputWindow(output: Pick<FlowOutput, 'cards' | 'asOfDate'>, windowDays: number) {
  const to = output.asOfDate;
  let from = addDays(to, -(windowDays - 1));
  let first: string | null = null;
  for (const card of output.cards) if (first === null || card.createdOn < first) first = card.createdOn;
  if (first === null || first > to) return { from: to, to, samples: [] as number[] };
  if (first > from) from = first;
  return { from, to, samples: dailyThroughput(output.cards, from, to) };
}

export async function forecast(
  deps: D,
  actor: Actor,
  boardId: string,
  input: ForecastInput,
): Promise<ForecastResponse> {
  await assertBoard(deps.db, actor, 'read', boardId);
  const asOf = input.asOf ? new Date(input.asOf) : new Date();
  const { settings, output } = await boardFlow(deps.db, boardId, { asOf, defaultDays: 1 });
  const asOfDate = output.asOfDate;
  const window = throughputWindow(output, settings.sleWindowDays);
  const finished = window.samples.reduce((sum, count) => sum + count, 0);
  const seed = input.seed ?? randomBytes(4).readUInt32BE(0);
  const trials = input.trials ?? FORECAST_TRIALS_DEFAULT;

  let days: number | null = null;
  if (input.mode === 'howMany') {
    days = daysBetween(asOfDate, input.date);
    if (days < 1) throw validationFailed([{ path: ['date'], message: 'validation.forecastDateInPast' }]);
    if (days > FORECAST_HORIZON_DAYS) throw validationFailed([{ path: ['date'], message: 'validation.invalidValue' }]);
  }
  const result =
    input.mode === 'when'
      ? forecastWhen({ samples: window.samples, items: input.items, trials, seed })
      : forecastHowMany({ samples: window.samples, days: days!, trials, seed });
  if (!result.ok) throw forecastUnavailable(result);

  return {
    mode: input.mode,
    seed,
    trials: result.trials,
    items: input.mode === 'when' ? input.items : null,
    date: input.mode === 'howMany' ? input.date : null,
    window: {
      from: window.from,
      to: window.to,
      days: window.samples.length,
      finished,
      samples: window.samples,
      coverage: sampleCoverage(window.samples.length),
    },
    percentiles: result.percentiles.map(({ p, value }) =>
      input.mode === 'when'
        ? { p, days: value, date: value === null ? null : addDays(asOfDate, value), items: null }
        : { p, days: null, date: null, items: value },
    ),
    histogram: result.histogram,
    beyondHorizon: result.beyondHorizon,
    warnings: window.samples.length < FORECAST_SHORT_HISTORY_DAYS ? ['short_history'] : [],
  };
}

/** 422 `forecast_unavailable`, with the reason in the person's language. */
function forecastUnavailable(refusal: ForecastRefusal): AppError {
  if (refusal.reason === 'no_throughput') {
    return new AppError(422, 'forecast_unavailable', 'errors.forecastNoThroughput');
  }
  return new AppError(422, 'forecast_unavailable', 'errors.forecastTooLittleHistory', {
    params: {
      days: FORECAST_MIN_HISTORY_DAYS,
      finished: FORECAST_MIN_FINISHED,
      haveDays: refusal.days,
      haveFinished: refusal.finished,
    },
  });
}
