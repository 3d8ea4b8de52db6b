CREATE TABLE "course_lesson_progress" (
	"user_id" text NOT NULL,
	"course_type" text NOT NULL,
	"lesson_id" text NOT NULL,
	"position" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lesson_progress_user_id_course_type_lesson_id_pk" PRIMARY KEY("user_id","course_type","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "course_lesson_progress" ADD CONSTRAINT "course_lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lesson_progress_course_idx" ON "course_lesson_progress" USING btree ("course_type","lesson_id");