CREATE TABLE "flow_board_state" (
	"board_id" text PRIMARY KEY NOT NULL,
	"context_key" text NOT NULL,
	"last_event_id" bigint NOT NULL,
	"last_seq" bigint NOT NULL,
	"last_flow_at" timestamp with time zone,
	"stale" boolean DEFAULT false NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_card_facts" (
	"board_id" text NOT NULL,
	"card_id" text NOT NULL,
	"ord" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"column_id" text,
	"entered_column_at" timestamp with time zone NOT NULL,
	"entries" jsonb NOT NULL,
	"backward_moves" integer NOT NULL,
	"discarded_at" timestamp with time zone,
	"departed" boolean NOT NULL,
	"ms_in_columns" jsonb NOT NULL,
	CONSTRAINT "flow_card_facts_board_id_card_id_pk" PRIMARY KEY("board_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "flow_cfd_deltas" (
	"board_id" text NOT NULL,
	"day" text NOT NULL,
	"column_id" text NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "flow_cfd_deltas_board_id_day_column_id_pk" PRIMARY KEY("board_id","day","column_id")
);
--> statement-breakpoint
CREATE TABLE "flow_settings" (
	"board_id" text PRIMARY KEY NOT NULL,
	"start_column_id" text,
	"done_column_id" text,
	"time_zone" text NOT NULL,
	"sle_percentile" integer NOT NULL,
	"sle_window_days" integer NOT NULL,
	"risk_threshold" double precision NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_board_state" ADD CONSTRAINT "flow_board_state_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_card_facts" ADD CONSTRAINT "flow_card_facts_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_cfd_deltas" ADD CONSTRAINT "flow_cfd_deltas_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_settings" ADD CONSTRAINT "flow_settings_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_settings" ADD CONSTRAINT "flow_settings_start_column_id_board_columns_id_fk" FOREIGN KEY ("start_column_id") REFERENCES "public"."board_columns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_settings" ADD CONSTRAINT "flow_settings_done_column_id_board_columns_id_fk" FOREIGN KEY ("done_column_id") REFERENCES "public"."board_columns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_settings" ADD CONSTRAINT "flow_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_card_facts_board_id_ord_idx" ON "flow_card_facts" USING btree ("board_id","ord");