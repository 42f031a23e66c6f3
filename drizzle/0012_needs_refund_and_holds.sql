ALTER TABLE "purchases" ADD COLUMN "needs_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "needs_refund_reason" text;--> statement-breakpoint
CREATE INDEX "purchases_needs_refund_idx" ON "purchases" USING btree ("needs_refund_at") WHERE "purchases"."needs_refund_at" is not null and "purchases"."status" = 1;--> statement-breakpoint
CREATE INDEX "stock_keys_held_idx" ON "stock_keys" USING btree ("reserved_until") WHERE "stock_keys"."reserved_until" is not null;