CREATE TABLE "openid_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"provider" "auth_provider",
	"provider_account_id" text,
	"display_name" text,
	"lang" "lang" NOT NULL,
	"redirect_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "redirect_to" text;--> statement-breakpoint
CREATE INDEX "openid_nonces_seen_idx" ON "openid_nonces" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;