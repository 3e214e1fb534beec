CREATE TABLE "calendar_feeds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"board_id" text,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_dependencies" (
	"board_id" text NOT NULL,
	"card_id" text NOT NULL,
	"depends_on_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_dependencies_card_id_depends_on_id_pk" PRIMARY KEY("card_id","depends_on_id"),
	CONSTRAINT "card_dependencies_not_self" CHECK ("card_dependencies"."card_id" <> "card_dependencies"."depends_on_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_dependencies" ADD CONSTRAINT "card_dependencies_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_dependencies" ADD CONSTRAINT "card_dependencies_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_dependencies" ADD CONSTRAINT "card_dependencies_depends_on_id_cards_id_fk" FOREIGN KEY ("depends_on_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_dependencies" ADD CONSTRAINT "card_dependencies_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_board_uq" ON "calendar_feeds" USING btree ("user_id","board_id") WHERE "calendar_feeds"."board_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_mine_uq" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."board_id" IS NULL;--> statement-breakpoint
CREATE INDEX "card_dependencies_board_idx" ON "card_dependencies" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "card_dependencies_depends_on_idx" ON "card_dependencies" USING btree ("depends_on_id");