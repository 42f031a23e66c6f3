CREATE TABLE "provider_returns" (
	"unique_code" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"lang" "lang" DEFAULT 'ru' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "digiseller_product_id" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "unique_code" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_acked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_returns" ADD CONSTRAINT "provider_returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_unique_code_unique" UNIQUE("unique_code");