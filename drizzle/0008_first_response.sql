ALTER TABLE "tickets" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
-- Tickets answered before this column existed: their first staff message (any author other than
-- the ticket's own; system messages have none).
UPDATE "tickets" t SET "first_response_at" = (
  SELECT min(m."created_at") FROM "ticket_messages" m
  WHERE m."ticket_id" = t."id" AND m."author_id" IS NOT NULL AND m."author_id" <> t."author_id"
);
