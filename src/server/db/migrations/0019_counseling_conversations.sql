CREATE TABLE "counseling_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counseling_conversations" ADD CONSTRAINT "counseling_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counseling_conversations_user_session_idx" ON "counseling_conversations" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "counseling_conversations_user_updated_idx" ON "counseling_conversations" USING btree ("user_id","updated_at");