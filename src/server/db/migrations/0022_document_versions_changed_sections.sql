-- Each entry of user_document_versions keeps only the sections it changed (every save used to copy
-- the whole case file). Existing entries are rewritten the same way: the oldest entry of each
-- document keeps its whole case file (the base), each later one the sections that differ from the
-- entry before it (a section taken away as null). Folding them in order gives back every version.
ALTER TABLE "user_document_versions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
UPDATE "user_document_versions" AS v
SET "changes" = CASE
  WHEN p."before" IS NULL THEN v."case_file"
  ELSE (
    SELECT coalesce(jsonb_object_agg(k."key", v."case_file" -> k."key"), '{}'::jsonb)
    FROM (SELECT jsonb_object_keys(v."case_file") AS "key" UNION SELECT jsonb_object_keys(p."before")) AS k
    WHERE (v."case_file" -> k."key") IS DISTINCT FROM (p."before" -> k."key")
  )
END
FROM (
  SELECT "document_id", "version", lag("case_file") OVER (PARTITION BY "document_id" ORDER BY "version") AS "before"
  FROM "user_document_versions"
) AS p
WHERE p."document_id" = v."document_id" AND p."version" = v."version";--> statement-breakpoint
ALTER TABLE "user_document_versions" ALTER COLUMN "changes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_document_versions" DROP COLUMN "case_file";
