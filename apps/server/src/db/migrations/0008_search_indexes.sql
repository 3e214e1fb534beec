-- Global search (issue 7): accent- and case-insensitive substring matching backed by trigram
-- indexes. unaccent() is only STABLE (its dictionary is looked up by name), so indexes go
-- through IMMUTABLE wrappers that name the dictionary explicitly. Names are schema-qualified:
-- PostgreSQL 17 (PGlite) builds indexes with a restricted search_path.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rbax_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rbax_card_search_text(title text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.rbax_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), '')) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cards_search_trgm_idx" ON "cards" USING gin (public.rbax_card_search_text("title", "description", "tags") gin_trgm_ops) WHERE "archived" = false;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "boards_search_trgm_idx" ON "boards" USING gin (public.rbax_fold(coalesce("title", '') || ' ' || coalesce("icon", '')) gin_trgm_ops) WHERE "archived" = false;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_name_search_trgm_idx" ON "user" USING gin (public.rbax_fold("name") gin_trgm_ops);
