CREATE TABLE "application_withdrawals" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" uuid,
	"stage" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_withdrawals" ADD CONSTRAINT "application_withdrawals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_withdrawals" ADD CONSTRAINT "application_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_withdrawals_user_idx" ON "application_withdrawals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_withdrawals_job_idx" ON "application_withdrawals" USING btree ("job_id");