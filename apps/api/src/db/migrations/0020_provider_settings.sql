CREATE TABLE "blocked_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_checkouts_total_positive" CHECK ("blocked_checkouts"."total" IS NULL OR "blocked_checkouts"."total" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"provider" text PRIMARY KEY NOT NULL,
	"mode" text,
	"public_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text NOT NULL,
	"status" text NOT NULL,
	"status_message" text,
	"checked_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_checkouts" ADD CONSTRAINT "blocked_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;