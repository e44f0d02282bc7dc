-- Decision 050: every word of the products' folded texts, which a misspelt search is corrected to
-- ('volnte' to 'volante') by trigram similarity, as pg_trgm's documentation advises for typos: a
-- table of the words, small whatever the catalog's size, in place of word_similarity() on every
-- product's text (unbounded: measured in the decision).
CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The words of rows' folded texts (letters only: a number is searched as typed), 3 to 30 letters
-- as src/domain/search-text.ts similarWords keeps them.
CREATE OR REPLACE FUNCTION "catalog_words_of"(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO catalog_words (word)
  SELECT DISTINCT w FROM unnest(texts) AS t(text), regexp_split_to_table(t.text, '[^[:alpha:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 30
  ON CONFLICT DO NOTHING
$$;--> statement-breakpoint
-- New products, once per statement (a seed of 100,000 is one call); a product's text edited, once
-- per row. A stock change, the commonest write, leaves the text as it was and does nothing here.
CREATE OR REPLACE FUNCTION "catalog_words_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_of(ARRAY(SELECT search_text FROM new_products));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_words_edited"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalog_words_of(ARRAY[NEW.search_text]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalog_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_words_inserted"();--> statement-breakpoint
CREATE TRIGGER "products_catalog_words_update" AFTER UPDATE ON "products"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION "catalog_words_edited"();--> statement-breakpoint
SELECT catalog_words_of(ARRAY(SELECT search_text FROM products));--> statement-breakpoint
-- The trigram index where migration 0004 could install pg_trgm; without it no search is
-- corrected (the search finds what it finds as typed).
DO $$
DECLARE
  trgm_schema text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" %1$s.gin_trgm_ops) WITH (fastupdate = off)',
      trgm_schema
    );
  END IF;
END
$$;
