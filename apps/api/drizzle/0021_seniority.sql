-- A job's seniority and the location box's place (docs/decisions/103-seniority-and-radius.md). job_seniority_of is the twin of
-- seniorityOfTitle in packages/contract/src/seniority-of-title.ts (a test checks that they agree on
-- both databases): it fills in the posts stored before this migration; the server sets the level
-- of every post written after it.
CREATE TYPE "public"."job_seniority" AS ENUM('intern', 'junior', 'mid', 'senior', 'lead');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "seniority" "job_seniority" DEFAULT 'mid' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_seniority_of(title text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT CASE
  WHEN title ~* '(^|[^a-z0-9])(intern|interns|internship|apprentice|apprenticeship|working student|werkstudent|praktikant|praktikantin)($|[^a-z0-9])' THEN 'intern'
  WHEN title ~* '(^|[^a-z0-9])(lead|staff|principal|head of|director|vp|vice president|chief)($|[^a-z0-9])' THEN 'lead'
  WHEN title ~* '(^|[^a-z0-9])(senior|sr|snr)($|[^a-z0-9])' THEN 'senior'
  WHEN title ~* '(^|[^a-z0-9])(junior|jr|graduate|entry level|entry-level|trainee)($|[^a-z0-9])' THEN 'junior'
  ELSE 'mid' END $$;--> statement-breakpoint
UPDATE "jobs" SET "seniority" = job_seniority_of("title")::"job_seniority";--> statement-breakpoint
-- job_place_key is a job's place as near-city.ts spells it (placeKey): its city, else its location's
-- text before a comma, folded by search_fold, punctuation as one space; indexed for the radius
-- (schema-qualified: PostgreSQL 17 builds indexes with search_path = pg_catalog).
CREATE OR REPLACE FUNCTION job_place_key(city text, location text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT trim(regexp_replace(public.search_fold(coalesce(nullif(city, ''), split_part(location, ',', 1))), '[^a-z0-9]+', ' ', 'g')) $$;--> statement-breakpoint
CREATE INDEX "jobs_status_seniority_posted_idx" ON "jobs" USING btree ("status","seniority","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_status_place_posted_idx" ON "jobs" USING btree ("status",job_place_key("city", "location"),"posted_at");
