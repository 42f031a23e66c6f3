CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_ru" text NOT NULL,
	"body_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_notes_client_unique" UNIQUE("ticket_id","author_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_notes" ADD CONSTRAINT "ticket_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_notes_ticket_idx" ON "ticket_notes" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_resolved_idx" ON "tickets" USING btree ("resolved_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_rating_range" CHECK ("tickets"."rating" between 1 and 5);--> statement-breakpoint
-- Tickets closed before: staff's last answer for those the inactivity job closed (the message
-- before its notice), the close itself for the rest.
UPDATE "tickets" t SET "resolved_at" = coalesce(
  (SELECT m."created_at" FROM "ticket_messages" m
    WHERE m."ticket_id" = t."id" AND m."seq" = t."last_message_seq" - 1
      AND EXISTS (SELECT 1 FROM "ticket_messages" n
        WHERE n."ticket_id" = t."id" AND n."seq" = t."last_message_seq" AND n."type" = 'auto_closed')),
  t."closed_at")
WHERE t."closed";
