ALTER TABLE "comments" ADD COLUMN "automation_rule_id" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "automation_rule_name" text;