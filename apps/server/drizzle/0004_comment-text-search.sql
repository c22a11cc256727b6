CREATE INDEX "comments_content_trgm_idx" ON "comments" USING gin ("content" gin_trgm_ops);
