-- Global search (issue 7, docs/decisions/023): accent- and case-insensitive substring matching
-- backed by trigram indexes. unaccent() is only STABLE (its dictionary is looked up by name), so
-- indexes go through IMMUTABLE wrappers that name the dictionary explicitly. Names are
-- schema-qualified: PostgreSQL 17 (PGlite) builds indexes with a restricted search_path.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rbax_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- A card's searchable text, folded: the title alone on the first line (so "the title holds the
-- word" is split_part(text, E'\n', 1) LIKE …), then description and tags.
CREATE OR REPLACE FUNCTION public.rbax_card_search_text(title text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.rbax_fold(translate(coalesce(title, ''), E'\n\r', '  ') || E'\n' || coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), '')) $$;--> statement-breakpoint
-- Stored, because folding is the costly part (a SQL function call per row, ~10 µs): a query then
-- compares plain text when it rechecks the trigram candidates or walks the newest cards. Not
-- declared in the Drizzle schema (like the functions and indexes of this file): the database
-- computes it on every insert and update, and no query selects it by accident (no SELECT *).
ALTER TABLE "cards" ADD COLUMN IF NOT EXISTS "search_text" text
  GENERATED ALWAYS AS (public.rbax_card_search_text("title", "description", "tags")) STORED;--> statement-breakpoint
-- Card writes (every move rewrites the row) go to the GIN pending list, which each search reads
-- in full until it is merged: a 256 kB limit (default 4 MB) keeps that read short.
CREATE INDEX IF NOT EXISTS "cards_search_trgm_idx" ON "cards" USING gin ("search_text" gin_trgm_ops) WITH (gin_pending_list_limit = 256) WHERE "archived" = false;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cards_search_title_trgm_idx" ON "cards" USING gin (split_part("search_text", chr(10), 1) gin_trgm_ops) WITH (gin_pending_list_limit = 256) WHERE "archived" = false;--> statement-breakpoint
-- The newest cards first: for a common word, reading them in this order until enough match is
-- far cheaper than collecting thousands of trigram candidates and sorting them.
CREATE INDEX IF NOT EXISTS "cards_active_recent_idx" ON "cards" ("updated_at" DESC, "id" DESC) WHERE "archived" = false;--> statement-breakpoint
-- Which of the two the planner picks depends on how many cards it expects a word to match: a
-- finer histogram of the text, and statistics on the title alone (a partial index's expression
-- statistics are not used by the planner, extended statistics are).
ALTER TABLE "cards" ALTER COLUMN "search_text" SET STATISTICS 300;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "cards_search_title_stats" ON (split_part("search_text", chr(10), 1)) FROM "cards";--> statement-breakpoint
ALTER STATISTICS "cards_search_title_stats" SET STATISTICS 300;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "boards_search_trgm_idx" ON "boards" USING gin (public.rbax_fold(coalesce("title", '') || ' ' || coalesce("icon", '')) gin_trgm_ops) WHERE "archived" = false;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_search_trgm_idx" ON "user" USING gin (public.rbax_fold("name") gin_trgm_ops);
