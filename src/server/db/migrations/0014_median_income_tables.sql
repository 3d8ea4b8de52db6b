CREATE TABLE "median_income_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_date" text NOT NULL,
	"source_url" text NOT NULL,
	"add_per_person_over_4" integer NOT NULL,
	"rows" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "median_income_tables_effective_date_unique" UNIQUE("effective_date")
);
