CREATE TABLE "user_document_section_drafts" (
	"document_id" text NOT NULL,
	"section" text NOT NULL,
	"user_id" text NOT NULL,
	"values" jsonb NOT NULL,
	"saved_version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_document_section_drafts_document_id_section_pk" PRIMARY KEY("document_id","section")
);
--> statement-breakpoint
ALTER TABLE "user_document_section_drafts" ADD CONSTRAINT "user_document_section_drafts_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_document_section_drafts" ADD CONSTRAINT "user_document_section_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_document_section_drafts_user_idx" ON "user_document_section_drafts" USING btree ("user_id");