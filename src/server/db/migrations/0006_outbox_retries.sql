ALTER TABLE "outbox_emails" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_retry_idx" ON "outbox_emails" USING btree ("status","next_attempt_at");