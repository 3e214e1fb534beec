import { z } from 'zod';

/**
 * iCal feeds (issue 22, docs/decisions/043): a secret address per person and board, and one per
 * person for their own cards ('Meus cards'), that calendar apps (Google Calendar, Outlook, Apple
 * Calendar) subscribe to. The address carries the token; only its hash is stored.
 */

/** `GET|POST /api/v1/boards/:id/calendar-feed` and `GET|POST /api/v1/me/calendar-feed`. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The path a feed is served at: `/api/v1/calendar-feeds/<token>.ics`. */
export const CALENDAR_FEED_PATH = '/api/v1/calendar-feeds';

/** How often calendar apps are told to read the feed again (RFC 7986 REFRESH-INTERVAL), in minutes. */
export const CALENDAR_FEED_REFRESH_MINUTES = 60;
