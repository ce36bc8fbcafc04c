ALTER TABLE "password_reset_tokens" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
-- Reset mails queued or failed before this version carry the whole link in their payload: drop them (their
-- links die with them; the shopper asks again), so no raw token outlives the upgrade in the jobs table.
DELETE FROM "jobs" WHERE "kind" = 'mail.password-reset' AND "payload" ->> 'link' IS NOT NULL;
