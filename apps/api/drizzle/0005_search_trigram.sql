-- Trigram matching for the indexes that make `ilike` searches anywhere in the text fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
