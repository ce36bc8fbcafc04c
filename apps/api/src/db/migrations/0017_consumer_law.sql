CREATE TABLE "pqr_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "account_deletion_requests_status_check" CHECK ("account_deletion_requests"."status" IN ('pendiente', 'completada'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"policy_id" integer,
	"policy_version" integer NOT NULL,
	"channel" text NOT NULL,
	"ip" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_kind_check" CHECK ("consents"."kind" IN ('tratamiento_datos', 'marketing_email', 'marketing_whatsapp')),
	CONSTRAINT "consents_channel_check" CHECK ("consents"."channel" IN ('web', 'pos', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "withdrawable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "kind" text DEFAULT 'consulta' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "radicado" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "kind" text DEFAULT 'devolucion' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_one_open" ON "account_deletion_requests" USING btree ("user_id") WHERE "account_deletion_requests"."status" = 'pendiente';--> statement-breakpoint
CREATE INDEX "account_deletion_requests_status_due_idx" ON "account_deletion_requests" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "consents_user_kind_idx" ON "consents" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_retracto" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."kind" = 'retracto' AND "order_returns"."status" <> 'rechazada';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_radicado_unique" UNIQUE("radicado");