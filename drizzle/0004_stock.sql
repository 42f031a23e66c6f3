CREATE TABLE "stock_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"sealed" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"purchase_id" integer,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone,
	CONSTRAINT "stock_keys_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "stock_keys_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "stock_keys_status_check" CHECK ("stock_keys"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheat_id" integer,
	"account_id" integer,
	"period_days" integer DEFAULT 0 NOT NULL,
	"low_threshold" integer DEFAULT 5 NOT NULL,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stocks_cheat_period_unique" UNIQUE("cheat_id","period_days"),
	CONSTRAINT "stocks_owner_check" CHECK (("stocks"."cheat_id" is null) <> ("stocks"."account_id" is null)),
	CONSTRAINT "stocks_threshold_check" CHECK ("stocks"."low_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_status_check";--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "stock_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "key_id" integer;--> statement-breakpoint
ALTER TABLE "stock_keys" ADD CONSTRAINT "stock_keys_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_keys" ADD CONSTRAINT "stock_keys_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_keys_available_idx" ON "stock_keys" USING btree ("stock_id","id") WHERE "stock_keys"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "stocks_account_unique" ON "stocks" USING btree ("account_id") WHERE "stocks"."account_id" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_awaiting_idx" ON "purchases" USING btree ("stock_id","id") WHERE "purchases"."key_id" is null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_key_id_unique" UNIQUE("key_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" between 0 and 3);--> statement-breakpoint
UPDATE "prices" SET "type" = 'hardware' WHERE "cheat_id" IN (SELECT "id" FROM "cheats" WHERE "category" = 1);
