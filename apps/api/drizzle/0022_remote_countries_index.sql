-- The countries a remote job is open to, for the search (docs/decisions/118-search-round-9-places-and-aboutness.md):
-- "is an open job open to this country" and a country named in the words (remote_countries @> / &&)
-- read this index instead of every remote job's list, which at a million jobs took seconds.
CREATE INDEX "jobs_remote_countries_idx" ON "jobs" USING gin ("remote_countries");