CREATE TABLE "pqr_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "kind" text DEFAULT 'consulta' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "radicado" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_radicado_unique" UNIQUE("radicado");