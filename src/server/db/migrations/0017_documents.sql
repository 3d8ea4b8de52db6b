CREATE TABLE "user_document_ssns" (
	"document_id" text NOT NULL,
	"person" text NOT NULL,
	"user_id" text NOT NULL,
	"key_id" text NOT NULL,
	"nonce" text NOT NULL,
	"ciphertext" text NOT NULL,
	"auth_tag" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_document_ssns_document_id_person_pk" PRIMARY KEY("document_id","person")
);
--> statement-breakpoint
CREATE TABLE "user_document_versions" (
	"document_id" text NOT NULL,
	"version" integer NOT NULL,
	"section" text NOT NULL,
	"case_file" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"case_file" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prefill" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"pdf_path" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_document_ssns" ADD CONSTRAINT "user_document_ssns_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_document_ssns" ADD CONSTRAINT "user_document_ssns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_document_versions" ADD CONSTRAINT "user_document_versions_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_document_ssns_user_idx" ON "user_document_ssns" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_documents_user_created_idx" ON "user_documents" USING btree ("user_id","created_at");