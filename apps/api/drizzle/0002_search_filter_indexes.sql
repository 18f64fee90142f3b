CREATE INDEX "jobs_status_workplace_posted_idx" ON "jobs" USING btree ("status","workplace","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_status_type_posted_idx" ON "jobs" USING btree ("status","employment_type","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_status_country_posted_idx" ON "jobs" USING btree ("status","country_code","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_status_city_posted_idx" ON "jobs" USING btree ("status","city","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_status_company_posted_idx" ON "jobs" USING btree ("status","company_name","posted_at");--> statement-breakpoint
CREATE INDEX "jobs_status_currency_posted_idx" ON "jobs" USING btree ("status","salary_currency","posted_at");