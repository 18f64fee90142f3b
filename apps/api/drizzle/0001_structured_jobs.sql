CREATE TYPE "public"."job_employment_type" AS ENUM('full_time', 'part_time', 'contract', 'internship', 'temporary');--> statement-breakpoint
CREATE TYPE "public"."job_salary_period" AS ENUM('hour', 'day', 'week', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."job_workplace" AS ENUM('on_site', 'hybrid', 'remote');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "employment_type" "job_employment_type";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "workplace" "job_workplace";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "remote_countries" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_min" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_max" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_currency" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_period" "job_salary_period";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_yearly" numeric GENERATED ALWAYS AS (coalesce("salary_max", "salary_min") * case "salary_period" when 'hour' then 2080 when 'day' then 260 when 'week' then 52 when 'month' then 12 when 'year' then 1 end) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "department" text;