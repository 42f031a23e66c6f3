CREATE TYPE "public"."lang" AS ENUM('ru', 'en');--> statement-breakpoint
CREATE TYPE "public"."auth_provider" AS ENUM('google', 'discord', 'vk', 'steam');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('client', 'techsupport', 'owner');--> statement-breakpoint
CREATE TYPE "public"."ticket_message_type" AS ENUM('text', 'files', 'text_with_files', 'need_help_request', 'auto_closed');--> statement-breakpoint
CREATE TYPE "public"."ticket_subject" AS ENUM('cheatProblem', 'paymentProblem', 'anotherQuestion');--> statement-breakpoint
CREATE TABLE "account_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"preview_jpeg" text NOT NULL,
	"preview_webp" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_translations" (
	"account_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"head_title" text DEFAULT '' NOT NULL,
	"head_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "account_translations_account_id_lang_pk" PRIMARY KEY("account_id","lang")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"preview_vertical_jpeg" text,
	"preview_vertical_webp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cheat_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheat_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"is_component" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheat_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheat_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheat_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"preview_jpeg" text NOT NULL,
	"preview_webp" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"cheat_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheat_translations" (
	"cheat_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"page_description" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"functions" text DEFAULT '' NOT NULL,
	CONSTRAINT "cheat_translations_cheat_id_lang_pk" PRIMARY KEY("cheat_id","lang")
);
--> statement-breakpoint
CREATE TABLE "cheat_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheat_id" integer NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cheats" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"status_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"is_spoofer" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"preview_jpeg" text,
	"preview_webp" text,
	"background_jpeg" text,
	"background_webp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheats_game_slug_unique" UNIQUE NULLS NOT DISTINCT("game_id","slug"),
	CONSTRAINT "cheats_status_check" CHECK ("cheats"."status" between 0 and 4),
	CONSTRAINT "cheats_category_check" CHECK ("cheats"."category" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "game_translations" (
	"game_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"name" text NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"page_description" text DEFAULT '' NOT NULL,
	"page_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "game_translations_game_id_lang_pk" PRIMARY KEY("game_id","lang")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"preview_horizontal_jpeg" text,
	"preview_horizontal_webp" text,
	"preview_vertical_jpeg" text,
	"preview_vertical_webp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheat_id" integer,
	"account_id" integer,
	"lang" "lang" NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT 'key' NOT NULL,
	"period_days" integer DEFAULT 0 NOT NULL,
	"price_minor" integer,
	"discount_price_minor" integer,
	"currency" smallint,
	"redirect" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prices_owner_check" CHECK (("prices"."cheat_id" is null) <> ("prices"."account_id" is null)),
	CONSTRAINT "prices_discount_check" CHECK ("prices"."discount_price_minor" is null or "prices"."discount_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "problem_translations" (
	"problem_id" integer NOT NULL,
	"lang" "lang" NOT NULL,
	"head_title" text DEFAULT '' NOT NULL,
	"head_description" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "problem_translations_problem_id_lang_pk" PRIMARY KEY("problem_id","lang")
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "linked_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "auth_provider" NOT NULL,
	"provider_account_id" text NOT NULL,
	"email" text,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_accounts_provider_account_unique" UNIQUE("provider","provider_account_id"),
	CONSTRAINT "linked_accounts_user_provider_unique" UNIQUE("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"lang" "lang" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"email" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"role" "role" DEFAULT 'client' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"avatar_jpeg" text,
	"avatar_webp" text,
	"terms_accepted_at" timestamp with time zone,
	"lang" "lang" DEFAULT 'ru' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_unique" UNIQUE("login"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "ticket_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer,
	"message_id" integer,
	"uploader_id" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"author_id" integer,
	"type" "ticket_message_type" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_seq_unique" UNIQUE("ticket_id","seq"),
	CONSTRAINT "ticket_messages_client_unique" UNIQUE("ticket_id","author_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_reads" (
	"ticket_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_reads_ticket_id_user_id_pk" PRIMARY KEY("ticket_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"subject" "ticket_subject" NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"need_owner_help" boolean DEFAULT false NOT NULL,
	"techsupport_id" integer,
	"owner_id" integer,
	"last_sender_id" integer,
	"last_message_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_thresholds" (
	"id" serial PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL,
	"amount_rub" integer NOT NULL,
	"amount_usd" integer NOT NULL,
	CONSTRAINT "bonus_thresholds_amount_rub_unique" UNIQUE("amount_rub")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" text,
	"purchase_id" integer,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"invoice_id" text NOT NULL,
	"price_id" integer,
	"cheat_id" integer,
	"account_id" integer,
	"kind" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"value_text_ru" text DEFAULT '' NOT NULL,
	"value_text_en" text DEFAULT '' NOT NULL,
	"period_days" integer DEFAULT 0 NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "ai_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"is_bot" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"lang" "lang" NOT NULL,
	"key" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
ALTER TABLE "account_screenshots" ADD CONSTRAINT "account_screenshots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_translations" ADD CONSTRAINT "account_translations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_features" ADD CONSTRAINT "cheat_features_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_requirements" ADD CONSTRAINT "cheat_requirements_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_screenshots" ADD CONSTRAINT "cheat_screenshots_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_translations" ADD CONSTRAINT "cheat_translations_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheat_videos" ADD CONSTRAINT "cheat_videos_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheats" ADD CONSTRAINT "cheats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_translations" ADD CONSTRAINT "game_translations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_translations" ADD CONSTRAINT "problem_translations_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_accounts" ADD CONSTRAINT "linked_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_message_id_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reads" ADD CONSTRAINT "ticket_reads_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reads" ADD CONSTRAINT "ticket_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_techsupport_id_users_id_fk" FOREIGN KEY ("techsupport_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_last_sender_id_users_id_fk" FOREIGN KEY ("last_sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_cheat_id_cheats_id_fk" FOREIGN KEY ("cheat_id") REFERENCES "public"."cheats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_session_id_ai_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_sessions" ADD CONSTRAINT "ai_chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_screenshots_account_idx" ON "account_screenshots" USING btree ("account_id","sort");--> statement-breakpoint
CREATE INDEX "account_translations_lang_name_idx" ON "account_translations" USING btree ("lang","name");--> statement-breakpoint
CREATE INDEX "accounts_list_idx" ON "accounts" USING btree ("is_published","sort");--> statement-breakpoint
CREATE INDEX "cheat_features_cheat_lang_idx" ON "cheat_features" USING btree ("cheat_id","lang","sort");--> statement-breakpoint
CREATE INDEX "cheat_requirements_cheat_lang_idx" ON "cheat_requirements" USING btree ("cheat_id","lang","sort");--> statement-breakpoint
CREATE INDEX "cheat_screenshots_cheat_idx" ON "cheat_screenshots" USING btree ("cheat_id","sort");--> statement-breakpoint
CREATE INDEX "cheat_videos_cheat_idx" ON "cheat_videos" USING btree ("cheat_id","sort");--> statement-breakpoint
CREATE INDEX "cheats_game_idx" ON "cheats" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "cheats_category_idx" ON "cheats" USING btree ("category","is_published","sort");--> statement-breakpoint
CREATE INDEX "cheats_created_idx" ON "cheats" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "game_translations_lang_name_idx" ON "game_translations" USING btree ("lang","name");--> statement-breakpoint
CREATE INDEX "games_sort_idx" ON "games" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "prices_cheat_idx" ON "prices" USING btree ("cheat_id","lang","sort");--> statement-breakpoint
CREATE INDEX "prices_account_idx" ON "prices" USING btree ("account_id","lang","sort");--> statement-breakpoint
CREATE INDEX "problems_sort_idx" ON "problems" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "linked_accounts_user_idx" ON "linked_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_tokens_email_idx" ON "login_tokens" USING btree ("email");--> statement-breakpoint
CREATE INDEX "login_tokens_expires_idx" ON "login_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "ticket_files_ticket_idx" ON "ticket_files" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_files_message_idx" ON "ticket_files" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ticket_files_uploader_idx" ON "ticket_files" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "ticket_reads_user_idx" ON "ticket_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tickets_author_idx" ON "tickets" USING btree ("author_id","closed");--> statement-breakpoint
CREATE INDEX "tickets_techsupport_idx" ON "tickets" USING btree ("techsupport_id","closed");--> statement-breakpoint
CREATE INDEX "tickets_owner_idx" ON "tickets" USING btree ("owner_id","closed");--> statement-breakpoint
CREATE INDEX "tickets_queue_idx" ON "tickets" USING btree ("closed","need_owner_help","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_last_message_idx" ON "tickets" USING btree ("closed","last_message_at");--> statement-breakpoint
CREATE INDEX "payment_events_invoice_idx" ON "payment_events" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_email_idx" ON "purchases" USING btree ("email");--> statement-breakpoint
CREATE INDEX "ai_chat_messages_session_idx" ON "ai_chat_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_chat_sessions_user_idx" ON "ai_chat_sessions" USING btree ("user_id");