CREATE TABLE "gamification_settings" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gamification_members" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gamification_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gamification_awards" (
	"workspace_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" text NOT NULL,
	"board_id" text,
	"card_id" text,
	"points" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gamification_awards_workspace_id_kind_subject_id_pk" PRIMARY KEY("workspace_id","kind","subject_id"),
	CONSTRAINT "gamification_awards_kind_check" CHECK ("gamification_awards"."kind" IN ('card_done', 'on_time', 'checklist_done', 'focus_session'))
);
--> statement-breakpoint
CREATE TABLE "gamification_badges" (
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"badge" text NOT NULL,
	"event_id" bigint NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gamification_badges_workspace_id_user_id_badge_pk" PRIMARY KEY("workspace_id","user_id","badge")
);
--> statement-breakpoint
CREATE TABLE "global_hub_favorites" (
	"user_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_hub_favorites_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "global_hub_favorites_item_type_check" CHECK ("global_hub_favorites"."item_type" IN ('board', 'document'))
);
--> statement-breakpoint
ALTER TABLE "gamification_settings" ADD CONSTRAINT "gamification_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_settings" ADD CONSTRAINT "gamification_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_members" ADD CONSTRAINT "gamification_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_members" ADD CONSTRAINT "gamification_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_awards" ADD CONSTRAINT "gamification_awards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_awards" ADD CONSTRAINT "gamification_awards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_badges" ADD CONSTRAINT "gamification_badges_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gamification_badges" ADD CONSTRAINT "gamification_badges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_hub_favorites" ADD CONSTRAINT "global_hub_favorites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gamification_awards_workspace_id_user_id_awarded_at_idx" ON "gamification_awards" USING btree ("workspace_id","user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "gamification_awards_card_id_idx" ON "gamification_awards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "gamification_awards_board_id_idx" ON "gamification_awards" USING btree ("board_id");
