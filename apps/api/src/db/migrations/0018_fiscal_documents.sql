CREATE TABLE "fiscal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" integer,
	"corrects_id" integer,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"draft" jsonb NOT NULL,
	"document" jsonb,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"number" text,
	"cufe" text,
	"provider_reference" text,
	"qr_url" text,
	"issued_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"cufe_alert" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_documents_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fiscal_documents_order_idx" ON "fiscal_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fiscal_documents_list_idx" ON "fiscal_documents" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_number_key" ON "fiscal_documents" USING btree ("kind","number");