-- Trigram indexes back the case-insensitive "name contains" searches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
