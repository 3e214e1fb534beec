CREATE TABLE "marketplace_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text,
	"source_board_id" text,
	"name" text NOT NULL,
	"descriptions" jsonb NOT NULL,
	"category" text NOT NULL,
	"cover_url" text,
	"icon" text,
	"price_cents" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"installs" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_templates_status_check" CHECK ("marketplace_templates"."status" IN ('published', 'pending', 'unpublished', 'withdrawn')),
	CONSTRAINT "marketplace_templates_price_check" CHECK ("marketplace_templates"."price_cents" IS NULL OR "marketplace_templates"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "marketplace_template_versions" (
	"template_id" text NOT NULL,
	"version" integer NOT NULL,
	"note" text,
	"snapshot" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_template_versions_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "marketplace_installs" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"version" integer,
	"user_id" text,
	"workspace_id" text,
	"board_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_reviews_template_user_unique" UNIQUE("template_id","user_id"),
	CONSTRAINT "marketplace_reviews_rating_check" CHECK ("marketplace_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "marketplace_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_reports_status_check" CHECK ("marketplace_reports"."status" IN ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"template_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"source" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"payment_ref" text,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_purchases_template_buyer_unique" UNIQUE("template_id","buyer_id"),
	CONSTRAINT "marketplace_purchases_payment_ref_unique" UNIQUE("payment_ref"),
	CONSTRAINT "marketplace_purchases_source_check" CHECK ("marketplace_purchases"."source" IN ('admin', 'payment')),
	CONSTRAINT "marketplace_purchases_amounts_check" CHECK ("marketplace_purchases"."amount_cents" >= 0 AND "marketplace_purchases"."fee_cents" >= 0 AND "marketplace_purchases"."fee_cents" <= "marketplace_purchases"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "marketplace_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"template_id" text NOT NULL,
	"creator_id" text,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_ledger_purchase_unique" UNIQUE("purchase_id"),
	CONSTRAINT "marketplace_ledger_net_check" CHECK ("marketplace_ledger"."net_cents" = "marketplace_ledger"."gross_cents" - "marketplace_ledger"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "marketplace_access_requests" (
	"template_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_access_requests_pk" PRIMARY KEY("template_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_templates" ADD CONSTRAINT "marketplace_templates_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_templates" ADD CONSTRAINT "marketplace_templates_source_board_id_boards_id_fk" FOREIGN KEY ("source_board_id") REFERENCES "public"."boards"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_template_versions" ADD CONSTRAINT "marketplace_template_versions_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."marketplace_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_installs" ADD CONSTRAINT "marketplace_installs_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."marketplace_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reviews" ADD CONSTRAINT "marketplace_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."marketplace_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD CONSTRAINT "marketplace_purchases_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."marketplace_templates"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD CONSTRAINT "marketplace_purchases_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_ledger" ADD CONSTRAINT "marketplace_ledger_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."marketplace_purchases"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_ledger" ADD CONSTRAINT "marketplace_ledger_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_access_requests" ADD CONSTRAINT "marketplace_access_requests_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."marketplace_templates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_access_requests" ADD CONSTRAINT "marketplace_access_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_templates_status_idx" ON "marketplace_templates" USING btree ("status","installs");
--> statement-breakpoint
CREATE INDEX "marketplace_templates_author_idx" ON "marketplace_templates" USING btree ("author_id");
--> statement-breakpoint
CREATE INDEX "marketplace_templates_search_idx" ON "marketplace_templates" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "marketplace_installs_template_idx" ON "marketplace_installs" USING btree ("template_id");
--> statement-breakpoint
CREATE INDEX "marketplace_reports_open_idx" ON "marketplace_reports" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "marketplace_purchases_buyer_idx" ON "marketplace_purchases" USING btree ("buyer_id");
--> statement-breakpoint
CREATE INDEX "marketplace_ledger_creator_idx" ON "marketplace_ledger" USING btree ("creator_id","created_at");
