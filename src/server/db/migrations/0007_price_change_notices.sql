CREATE TABLE "price_change_notices" (
	"user_id" text NOT NULL,
	"step_from" text NOT NULL,
	"monthly_cents" integer NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	"outbox_email_id" integer,
	CONSTRAINT "price_change_notices_user_id_step_from_pk" PRIMARY KEY("user_id","step_from")
);
--> statement-breakpoint
-- Existing members agreed to the launch price, $9.95: the only price before this migration.
ALTER TABLE "subscriptions" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
UPDATE "subscriptions" SET "list_price_cents" = 995;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "list_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_change_notices" ADD CONSTRAINT "price_change_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;