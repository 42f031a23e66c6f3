ALTER TABLE "purchases" DROP CONSTRAINT "purchases_status_check";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "holder" text;--> statement-breakpoint
CREATE INDEX "purchases_holder_idx" ON "purchases" USING btree ("holder") WHERE "purchases"."holder" is not null and "purchases"."status" = 0;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" between 0 and 4);