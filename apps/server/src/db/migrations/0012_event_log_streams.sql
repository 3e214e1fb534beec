CREATE TABLE "event_consumer_skips" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"error" text NOT NULL,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_consumer_skips_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "workspace_event_counters" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "board_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_consumers" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_consumers" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "workspace_event_counters" ADD CONSTRAINT "workspace_event_counters_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_workspace_stream_seq_unique" ON "events" USING btree ("workspace_id","seq") WHERE "events"."board_id" IS NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_stream_check" CHECK ("events"."board_id" IS NOT NULL OR "events"."workspace_id" IS NOT NULL);