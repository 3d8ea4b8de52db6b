ALTER TABLE "outbox_emails" ADD COLUMN "sealed_body" text;--> statement-breakpoint
-- Emails stored before this change kept their secret links in the clear: remove them.
UPDATE "outbox_emails"
SET "text_body" = regexp_replace("text_body", 'https?://[^[:space:]]*[?&]token=[^[:space:]]*', '[link removed: only the recipient receives it]', 'g'),
    "html_body" = regexp_replace("html_body", 'https?://[^[:space:]"<>]*[?&]token=[^[:space:]"<>]*', '[link removed: only the recipient receives it]', 'g')
WHERE "text_body" ~ '[?&]token=' OR "html_body" ~ '[?&]token=';
