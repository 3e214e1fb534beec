/** Product constants shown in the shell (spec §2, §9). */
export const APP_NAME = 'RBAX Flow';
export const APP_VERSION_LABEL = 'v2.1.0';
export const APP_SPLASH_MS = 3000;
export const APP_SPLASH_FADE_MS = 500;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const VIBRATION_MS = 10;
export const ACCENT_REFRESH_MS = 60_000;

export type Accent = 'blue' | 'purple' | 'green';

/** Spec §9: 6–12 blue, 12–18 purple, otherwise green. */
export function accentForHour(hour: number): Accent {
  if (hour >= 6 && hour < 12) return 'blue';
  if (hour >= 12 && hour < 18) return 'purple';
  return 'green';
}

/** TanStack Query defaults (spec §9). */
export const QUERY_STALE_MS = 5 * 60_000;
export const QUERY_GC_MS = 30 * 60_000;
/** One retry for a failed query (spec §9). */
export const QUERY_RETRY = 1;

/** Persisted query cache (spec §9): entries expire after 5 minutes while online, purged every 60 s. */
export const CACHE_ENTRY_TTL_MS = 5 * 60_000;
export const CACHE_PURGE_INTERVAL_MS = 60_000;
