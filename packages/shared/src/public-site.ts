import { z } from 'zod';
import { EMAIL_MAX } from './auth.ts';

import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from './public-site-constants.ts';

/** Spec §9 and issue 6: constants of the public site, kept free of zod for the landing's first load. */
export {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  INTRO_SHOWN_KEY,
  NEWS_TICKER_MESSAGES,
  NEWS_TICKER_MS,
  NEWSLETTER_RESULT_PARAM,
  NEWSLETTER_SUCCESS_MS,
  newsletterResults,
  STICKY_BAR_SCROLL_PX,
  TESTIMONIAL_ROTATE_MS,
  TOUR_END_MS,
  TOUR_STEPS,
  type NewsletterResult,
} from './public-site-constants.ts';

/** Validation messages are i18n keys of `messages.ts`. Spec §5: trimmed, valid, max 255, one message. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: 'validation.emailInvalid' })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: 'validation.emailInvalid' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

export const newsletterResponseSchema = z.object({ status: z.literal('pending') });

/** Spec §3/§5: rating 1–5, comment trimmed, at most 500 characters; the page it was sent from. */
export const feedbackSchema = z.object({
  rating: z
    .number({ error: 'validation.feedbackRating' })
    .int({ error: 'validation.feedbackRating' })
    .min(FEEDBACK_RATING_MIN, { error: 'validation.feedbackRating' })
    .max(FEEDBACK_RATING_MAX, { error: 'validation.feedbackRating' }),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX, { error: 'validation.feedbackCommentTooLong' }).optional(),
  page: z.string().trim().max(2048).optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const feedbackEntrySchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  page: z.string().nullable(),
  locale: z.string().nullable(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** `GET /api/v1/public/stats`: real counts from the database (landing footer). */
export const publicStatsSchema = z.object({
  boards: z.number().int(),
  cards: z.number().int(),
  automationRuns: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;

/**
 * `GET /api/v1/public/config`: operator configuration the public site needs at run time.
 * Every third-party widget is absent (null) unless configured.
 */
export const publicConfigSchema = z.object({
  /** Digits only, with country code, e.g. 5511999999999 (WHATSAPP_NUMBER). */
  whatsappNumber: z.string().nullable(),
  /** Script of a live-chat widget, e.g. a Tawk.to embed URL (LIVE_CHAT_SCRIPT_URL). */
  liveChatScriptUrl: z.string().nullable(),
  /** Booking page opened in a popup, e.g. a Calendly URL (SCHEDULING_URL). */
  schedulingUrl: z.string().nullable(),
  /** Script providing the popup (SCHEDULING_SCRIPT_URL; Calendly's widget.js when only SCHEDULING_URL is set). */
  schedulingScriptUrl: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** `POST /api/v1/feedback` answer. */
export const feedbackCreatedSchema = z.object({ id: z.string() });

export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** `GET /api/v1/admin/newsletter/stats`: subscribers by status. */
export const newsletterStatsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type NewsletterStats = z.infer<typeof newsletterStatsSchema>;

export const FEEDBACK_PAGE_DEFAULT = 20;
export const FEEDBACK_PAGE_MAX = 100;

/** `GET /api/v1/admin/feedback?limit=&before=`: newest first; `before` is the previous page's `nextCursor`. */
export const feedbackListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FEEDBACK_PAGE_MAX).default(FEEDBACK_PAGE_DEFAULT),
  before: z.string().min(1).max(100).optional(),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackListSchema = z.object({
  items: z.array(feedbackEntrySchema),
  nextCursor: z.string().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;
