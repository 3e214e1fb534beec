CREATE TABLE "marketplace_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"destination" jsonb NOT NULL,
	"note" text,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_payouts_amount_check" CHECK ("marketplace_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_payouts" ADD CONSTRAINT "marketplace_payouts_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_payouts" ADD CONSTRAINT "marketplace_payouts_handled_by_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "marketplace_payouts_creator_idx" ON "marketplace_payouts" USING btree ("creator_id","created_at");
--> statement-breakpoint
CREATE INDEX "marketplace_payouts_status_idx" ON "marketplace_payouts" USING btree ("status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_payouts_one_pending" ON "marketplace_payouts" USING btree ("creator_id") WHERE "marketplace_payouts"."status" = 'pending';
