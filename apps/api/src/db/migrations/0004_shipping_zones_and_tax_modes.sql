CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"departamentos" text[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"cost" integer NOT NULL,
	"free_shipping_threshold" integer,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_name_key" UNIQUE("name"),
	CONSTRAINT "shipping_zones_amounts_check" CHECK ("shipping_zones"."cost" >= 0 AND ("shipping_zones"."free_shipping_threshold" IS NULL OR "shipping_zones"."free_shipping_threshold" >= 0)
        AND "shipping_zones"."delivery_days_min" >= 0 AND "shipping_zones"."delivery_days_max" >= "shipping_zones"."delivery_days_min")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_estimate" text;