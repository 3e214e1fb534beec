import {
  SLE_PERCENTILE_MAX,
  SLE_PERCENTILE_MIN,
  SLE_WINDOW_MAX_DAYS,
  SLE_WINDOW_MIN_DAYS,
  updateFlowSettingsInputSchema,
  type FlowSettings,
  type UpdateFlowSettingsInput,
} from '@rbax/shared/analytics';

/** The settings form as typed (numbers as text; the risk threshold in percent). */
export type SettingsForm = {
  startColumnId: string;
  doneColumnId: string;
  timeZone: string;
  slePercentile: string;
  sleWindowDays: string;
  riskPercent: string;
};
export type SettingsField = keyof SettingsForm;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

export const settingsLimits = {
  percentile: { min: SLE_PERCENTILE_MIN, max: SLE_PERCENTILE_MAX },
  window: { min: SLE_WINDOW_MIN_DAYS, max: SLE_WINDOW_MAX_DAYS },
  risk: { min: 5, max: 95 },
} as const;

export function settingsForm(settings: FlowSettings): SettingsForm {
  return {
    startColumnId: settings.startColumnId,
    doneColumnId: settings.doneColumnId,
    timeZone: settings.timeZone,
    slePercentile: String(settings.slePercentile),
    sleWindowDays: String(settings.sleWindowDays),
    riskPercent: String(Math.round(settings.riskThreshold * 100)),
  };
}

/** The API's field for each form field (issues from the server name these). */
const fieldOfInput: Record<keyof UpdateFlowSettingsInput, SettingsField> = {
  startColumnId: 'startColumnId',
  doneColumnId: 'doneColumnId',
  timeZone: 'timeZone',
  slePercentile: 'slePercentile',
  sleWindowDays: 'sleWindowDays',
  riskThreshold: 'riskPercent',
};

export function settingsFieldOf(path: readonly PropertyKey[]): SettingsField | null {
  const key = path[0];
  return typeof key === 'string' && key in fieldOfInput ? fieldOfInput[key as keyof UpdateFlowSettingsInput] : null;
}

function asNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/**
 * The PATCH body with only what changed, or the fields' errors (shared message keys). The start
 * column must come before the done column, as the server requires.
 */
export function settingsChanges(
  form: SettingsForm,
  settings: FlowSettings,
  columnOrder: readonly string[],
): { ok: true; input: UpdateFlowSettingsInput | null } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const start = columnOrder.indexOf(form.startColumnId);
  const done = columnOrder.indexOf(form.doneColumnId);
  if (start < 0) errors.startColumnId = 'validation.flowColumnUnknown';
  if (done < 0) errors.doneColumnId = 'validation.flowColumnUnknown';
  else if (start >= 0 && start >= done) errors.doneColumnId = 'validation.flowColumnsOrder';

  const candidate = {
    startColumnId: form.startColumnId,
    doneColumnId: form.doneColumnId,
    timeZone: form.timeZone.trim(),
    slePercentile: asNumber(form.slePercentile),
    sleWindowDays: asNumber(form.sleWindowDays),
    riskThreshold: Math.round(asNumber(form.riskPercent)) / 100,
  };
  if (!Number.isInteger(asNumber(form.riskPercent))) candidate.riskThreshold = Number.NaN;
  const parsed = updateFlowSettingsInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = settingsFieldOf(issue.path);
      if (field) errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const changes: UpdateFlowSettingsInput = {};
  if (candidate.startColumnId !== settings.startColumnId) changes.startColumnId = candidate.startColumnId;
  if (candidate.doneColumnId !== settings.doneColumnId) changes.doneColumnId = candidate.doneColumnId;
  if (candidate.timeZone !== settings.timeZone) changes.timeZone = candidate.timeZone;
  if (candidate.slePercentile !== settings.slePercentile) changes.slePercentile = candidate.slePercentile;
  if (candidate.sleWindowDays !== settings.sleWindowDays) changes.sleWindowDays = candidate.sleWindowDays;
  if (Math.round(candidate.riskThreshold * 100) !== Math.round(settings.riskThreshold * 100)) {
    changes.riskThreshold = candidate.riskThreshold;
  }
  return { ok: true, input: Object.keys(changes).length > 0 ? changes : null };
}

/** IANA zones the browser knows, for the time zone field's suggestions. */
export function knownTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}
