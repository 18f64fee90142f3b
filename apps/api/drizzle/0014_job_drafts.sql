ALTER TYPE "public"."job_status" ADD VALUE 'draft' BEFORE 'open';--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_scheduled_idx" ON "jobs" USING btree ("publish_at") WHERE "publish_at" is not null;