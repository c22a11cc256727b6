-- A gigs sitemap file reads 50,000 listed gigs in id order with their date of change. Their rows
-- are scattered over the heap, so a cold file read 3,388 heap pages a chunk of 5,000 and took 3–4 s
-- at a million gigs (docs/benchmarks.md, "Sitemaps at 1,000,000 gigs"). With the date carried in a
-- partial index of the listed gigs alone, each chunk is an index-only scan.
CREATE INDEX "jobs_sitemap_idx" ON "jobs" USING btree ("id") INCLUDE ("updated_at") WHERE ("jobs"."status" = 'active' and "jobs"."hold" is null);
