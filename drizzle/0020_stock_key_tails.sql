ALTER TABLE "stock_keys" ADD COLUMN "tail_hash" text;--> statement-breakpoint
CREATE INDEX "stock_keys_tail_idx" ON "stock_keys" USING btree ("tail_hash","id");