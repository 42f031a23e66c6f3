CREATE TABLE "ticket_transcripts" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "away_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transcripts" ADD CONSTRAINT "ticket_transcripts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_purchase_idx" ON "tickets" USING btree ("purchase_id");