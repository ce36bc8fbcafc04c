ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Data backfill: existing categories keep the alphabetical order they were shown in, as positions 1..n.
UPDATE "categories" SET "position" = ordered.n
  FROM (SELECT id, row_number() OVER (ORDER BY name, id)::int AS n FROM "categories") AS ordered
  WHERE "categories".id = ordered.id;
