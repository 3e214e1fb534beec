CREATE TABLE "billing_connected_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider_account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_connected_accounts_provider_account_id_unique" UNIQUE("provider_account_id")
);
--> statement-breakpoint
ALTER TABLE "billing_connected_accounts" ADD CONSTRAINT "billing_connected_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "marketplace_payouts" ADD COLUMN "provider_ref" text;
--> statement-breakpoint
ALTER TABLE "marketplace_purchases" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "marketplace_purchases" DROP CONSTRAINT "marketplace_purchases_template_buyer_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_purchases_template_buyer_unique" ON "marketplace_purchases" USING btree ("template_id","buyer_id") WHERE "marketplace_purchases"."refunded_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "marketplace_ledger" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;
--> statement-breakpoint
ALTER TABLE "marketplace_ledger" DROP CONSTRAINT "marketplace_ledger_purchase_unique";
--> statement-breakpoint
ALTER TABLE "marketplace_ledger" ADD CONSTRAINT "marketplace_ledger_purchase_kind_unique" UNIQUE("purchase_id","kind");
--> statement-breakpoint
ALTER TABLE "marketplace_ledger" ADD CONSTRAINT "marketplace_ledger_kind_check" CHECK ("marketplace_ledger"."kind" IN ('sale', 'refund'));
