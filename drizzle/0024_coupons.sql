CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"holder" text NOT NULL,
	"user_id" integer,
	"email" text,
	"purchase_id" integer,
	"discount_minor" integer NOT NULL,
	"currency" smallint NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_uses_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent" smallint,
	"amount_rub_minor" integer,
	"amount_usd_minor" integer,
	"applies_to" jsonb DEFAULT '{"kind":"all"}'::jsonb NOT NULL,
	"min_rub_minor" integer,
	"min_usd_minor" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"per_customer" integer,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_discount_check" CHECK (("coupons"."percent" between 1 and 90 and "coupons"."amount_rub_minor" is null and "coupons"."amount_usd_minor" is null)
        or ("coupons"."percent" is null and ("coupons"."amount_rub_minor" > 0 or "coupons"."amount_usd_minor" > 0))),
	CONSTRAINT "coupons_limits_check" CHECK (coalesce("coupons"."max_uses", 1) > 0 and coalesce("coupons"."per_customer", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","state");