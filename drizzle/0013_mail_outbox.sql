CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe" text,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" jsonb NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"reveals_key_id" integer,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_dedupe_unique" UNIQUE("dedupe")
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("due_at") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("failed_at") WHERE "mail_outbox"."failed_at" is not null;