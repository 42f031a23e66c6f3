CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "lang" "lang" DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "delivery" text;