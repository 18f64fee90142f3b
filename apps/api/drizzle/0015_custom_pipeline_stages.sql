CREATE TABLE "job_stages" (
	"job_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"shown_to_candidates" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "job_stages_job_id_key_pk" PRIMARY KEY("job_id","key")
);
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "stage" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ALTER COLUMN "from_stage" SET DATA TYPE text USING "from_stage"::text;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ALTER COLUMN "to_stage" SET DATA TYPE text USING "to_stage"::text;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "stage" SET DATA TYPE text USING "stage"::text;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "stage" SET DEFAULT 'applied';--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_stages_live_name_uniq" ON "job_stages" USING btree ("job_id",lower("name")) WHERE not "job_stages"."removed";--> statement-breakpoint
DROP TYPE "public"."application_stage";--> statement-breakpoint
-- Every existing job gets today's stages between the fixed ends; its applications keep their stage.
INSERT INTO "job_stages" ("job_id", "key", "name", "position")
SELECT "jobs"."id", "s"."key", "s"."name", "s"."position" FROM "jobs"
CROSS JOIN (VALUES ('screening', 'Screening', 1), ('interview', 'Interview', 2), ('offer', 'Offer', 3)) AS "s"("key", "name", "position");
