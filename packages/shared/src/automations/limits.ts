import { FLOW_DEFAULT_TIME_ZONE } from '../analytics.ts';
import { COMMENT_MAX } from '../cards.ts';
import { REGEX_MAX_LENGTH } from './safe-regex.ts';

/**
 * The limits of board automations (issue 20; design note automations.md §7.5, §7.7.10), one
 * place for the schemas (trigger-schema.ts, condition-schema.ts, action-schema.ts, rules.ts), the
 * engine and the builder. Re-exported by rules.ts, where importers find them.
 */

export { REGEX_MAX_LENGTH };

export const AUTOMATIONS_PER_BOARD_MAX = 100;
export const AUTOMATION_NAME_MAX = 120;
export const AUTOMATION_DESCRIPTION_MAX = 500;
export const ACTIONS_MAX = 10;
/** Items of one group, and leaves of the whole tree. */
export const CONDITIONS_MAX = 20;
export const CHAIN_DEPTH_MAX = 3;
export const RUN_RETENTION_DAYS = 90;
export const MAX_RUNS_PER_CARD_PER_HOUR_DEFAULT = 10;
export const MAX_RUNS_PER_CARD_PER_HOUR_MAX = 100;
/**
 * A rule whose newest this-many runs in a row are `failed` or `loop_blocked` is disabled in the
 * transaction of the last one, and the person who made it is told (§7.7.10).
 */
export const AUTO_DISABLE_AFTER_FAILURES = 20;
export const RUNS_PAGE_DEFAULT = 50;
export const RUNS_PAGE_MAX = 100;
/** Ids one list parameter may hold (columns, labels, users). */
export const IDS_MAX = 50;
export const TEMPLATE_TEXT_MAX = COMMENT_MAX;
export const TITLE_TEMPLATE_MAX = 200;
export const CHECKLIST_ITEMS_MAX = 50;
export const BUTTON_LABEL_MAX = 40;
export const TEXT_VALUE_MAX = 500;
/** Time triggers: minutes before/after the due date, at most 30 days. */
export const DUE_MINUTES_MIN = 5;
export const DUE_MINUTES_MAX = 43_200;
export const STALE_DAYS_MAX = 365;
/** Largest BRL amount in cents (cards.ts CARD_VALUE_MAX). */
export const AMOUNT_CENTS_MAX = 99_999_999_999_999;
export const DEFAULT_SCHEDULE_TIME_ZONE = FLOW_DEFAULT_TIME_ZONE;
/** A person's own cap on open cards of one board (auto-assignment capacity, §7.6). */
export const MAX_OPEN_CARDS_MAX = 1000;
