CREATE TABLE "payment_reversal_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"requested_by" uuid,
	"cause" text NOT NULL,
	"description" text NOT NULL,
	"learned_on" date NOT NULL,
	"status" text DEFAULT 'abierta' NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"refund_id" text,
	"refund_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reversals_number_unique" UNIQUE("number"),
	CONSTRAINT "payment_reversals_amount_nonnegative" CHECK ("payment_reversals"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reversals_one_open" ON "payment_reversals" USING btree ("order_id") WHERE "payment_reversals"."status" = 'abierta';--> statement-breakpoint
CREATE INDEX "payment_reversals_due_idx" ON "payment_reversals" USING btree ("status","due_date");