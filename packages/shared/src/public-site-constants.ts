/**
 * Constants of the public site (spec §9, issue 6) without zod: the landing imports these in its
 * first load, which must stay within 150 KB gzip (zod alone is ~26 KB). `public-site.ts`
 * re-exports them next to the schemas.
 */
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 500;
/** Newsletter success state (spec §4, §9). */
export const NEWSLETTER_SUCCESS_MS = 3000;
/** Testimonials rotate every 5 s, the news ticker every 3 s (spec §9). */
export const TESTIMONIAL_ROTATE_MS = 5000;
export const NEWS_TICKER_MS = 3000;
export const NEWS_TICKER_MESSAGES = 6;
/** The sticky bottom bar appears after this much scrolling (spec §4, §9). */
export const STICKY_BAR_SCROLL_PX = 800;
/** Closing the demo tour ends it after about this long (spec §4). */
export const TOUR_END_MS = 300;
export const TOUR_STEPS = 3;
/** Session-storage flag: the intro animation ran in this browser session (spec §3). */
export const INTRO_SHOWN_KEY = 'introShown';

/**
 * Where the newsletter's e-mailed links land: `/?newsletter=<result>` (the landing shows the
 * matching message). `invalid` covers unknown, used-up and expired links alike.
 */
export const NEWSLETTER_RESULT_PARAM = 'newsletter';
export const newsletterResults = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type NewsletterResult = (typeof newsletterResults)[number];
