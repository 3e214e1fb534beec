/** The notifications list's sizes, without its schemas (notifications.ts re-exports them). */

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;
/** Latest items shown in the header's bell. */
export const NOTIFICATIONS_BELL_ITEMS = 6;
