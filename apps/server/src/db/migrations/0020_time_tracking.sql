CREATE TABLE "running_timers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"board_id" text NOT NULL,
	"card_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"kept_at" timestamp with time zone,
	"billable" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "running_timers_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "time_rates" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"hourly_rate_brl" numeric(14, 2) NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_rates_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id"),
	CONSTRAINT "time_rates_rate_check" CHECK ("time_rates"."hourly_rate_brl" >= 0)
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "billable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "work_date" date;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "running_timers" ADD CONSTRAINT "running_timers_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_member_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_board_id_work_date_idx" ON "time_entries" USING btree ("board_id","work_date");