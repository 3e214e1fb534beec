DROP INDEX "cards_column_id_position_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "cards_column_position_active_uq" ON "cards" USING btree ("column_id","position") WHERE NOT "cards"."archived";