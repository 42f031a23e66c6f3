CREATE TABLE "referral_programme" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"reward_percent" smallint DEFAULT 10 NOT NULL,
	"reward_days" smallint DEFAULT 60 NOT NULL,
	"welcome_percent" smallint DEFAULT 0 NOT NULL,
	"monthly_cap" smallint DEFAULT 10 NOT NULL,
	"refund_window_days" smallint DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_programme_one_row" CHECK ("referral_programme"."id" = 1),
	CONSTRAINT "referral_programme_terms_check" CHECK ("referral_programme"."reward_percent" between 1 and 90 and "referral_programme"."welcome_percent" between 0 and 90
        and "referral_programme"."reward_days" between 1 and 365 and "referral_programme"."monthly_cap" between 1 and 1000
        and "referral_programme"."refund_window_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"friend_address" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"purchase_id" integer,
	"reward_coupon_id" integer,
	"welcome_coupon_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_coupon_id_coupons_id_fk" FOREIGN KEY ("reward_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_welcome_coupon_id_coupons_id_fk" FOREIGN KEY ("welcome_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_friend_idx" ON "referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","state");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code");--> statement-breakpoint
INSERT INTO "referral_programme" ("id") VALUES (1) ON CONFLICT DO NOTHING;
