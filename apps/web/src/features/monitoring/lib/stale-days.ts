import { STALE_DAYS_DEFAULT, STALE_DAYS_OPTIONS } from '@rbax/shared/monitoring';

export type StaleDays = (typeof STALE_DAYS_OPTIONS)[number];

/** The `dias` search parameter of /monitoring: one of the select's choices, else the default. */
export function parseStaleDays(value: string | null): StaleDays {
  const number = Number(value);
  return (STALE_DAYS_OPTIONS as readonly number[]).includes(number) ? (number as StaleDays) : STALE_DAYS_DEFAULT;
}
