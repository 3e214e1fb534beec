-- A session that ends closes its realtime sockets at once, on every instance (issue 17,
-- docs/decisions/032). Whatever ends it — better-auth's sign-out, our session revocation, a
-- password change or reset, an account deletion (cascade), an admin ban — the database announces
-- the user id (never the token) on `rbax_session_end` (SESSION_END_CHANNEL in lib/events.ts),
-- delivered on commit; each instance re-checks that user's sockets.
CREATE OR REPLACE FUNCTION public.rbax_notify_sessions_ended() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- One notification per user per statement, however many of their sessions went.
  PERFORM pg_notify('rbax_session_end', user_id) FROM (SELECT DISTINCT user_id FROM ended) AS users;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rbax_notify_user_banned() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('rbax_session_end', NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "session_end_notify" AFTER DELETE ON "session"
  REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION public.rbax_notify_sessions_ended();--> statement-breakpoint
CREATE TRIGGER "user_banned_notify" AFTER UPDATE OF "banned" ON "user"
  FOR EACH ROW WHEN (NEW."banned" IS TRUE AND OLD."banned" IS NOT TRUE)
  EXECUTE FUNCTION public.rbax_notify_user_banned();
