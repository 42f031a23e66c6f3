CREATE TABLE "ticket_transcripts" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_alert_deliveries" (
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_alert_deliveries_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "status_alert_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheat_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_follows" (
	"user_id" integer NOT NULL,
	"cheat_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_follows_user_id_cheat_id_pk" PRIMARY KEY("user_id","cheat_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "away_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_transcripts" ADD CONSTRAINT "ticket_transcripts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_alert_deliveries" ADD CONSTRAINT "status_alert_deliveries_job_id_status_alert_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."status_alert_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_alert_deliveries" ADD CONSTRAINT "status_alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_alert_jobs" ADD CONSTRAINT "status_alert_jobs_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_follows" ADD CONSTRAINT "status_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_follows" ADD CONSTRAINT "status_follows_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "status_alert_jobs_waiting_unique" ON "status_alert_jobs" USING btree ("cheat_id") WHERE "status_alert_jobs"."sent_at" is null and "status_alert_jobs"."started_at" is null;--> statement-breakpoint
CREATE INDEX "status_alert_jobs_due_idx" ON "status_alert_jobs" USING btree ("sent_at","due_at");--> statement-breakpoint
CREATE INDEX "status_follows_cheat_idx" ON "status_follows" USING btree ("cheat_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_purchase_idx" ON "tickets" USING btree ("purchase_id");