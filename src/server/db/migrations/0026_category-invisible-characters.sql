-- Issue 57, item 9: categories that look the same are the same. 'Organizadores' with a zero-width
-- space pasted along, or spelled 'Orga' + a combining acute + 'nizadores', was a category apart.
-- First every category (of the products, those made for a client too, and of the projects waiting
-- in a cart) becomes what the forms store now (categoryName, #domain/category.ts): without the
-- invisible characters, in NFC, trimmed of the spaces they hid at the ends (ASCII ones: PostgreSQL's
-- \s). Then each group of spellings with one key takes the spelling of its oldest catalog product,
-- as migration 0017 did, by category-repository.ts's key, which its test checks this file writes.
-- It only rewrites data, so running it twice changes nothing.
UPDATE "products" SET "category" = regexp_replace(normalize(regexp_replace("category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), '^\s+|\s+$', '', 'g')
WHERE "category" <> regexp_replace(normalize(regexp_replace("category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), '^\s+|\s+$', '', 'g');--> statement-breakpoint
UPDATE "custom_products" SET "category" = regexp_replace(normalize(regexp_replace("category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), '^\s+|\s+$', '', 'g')
WHERE "category" <> regexp_replace(normalize(regexp_replace("category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), '^\s+|\s+$', '', 'g');--> statement-breakpoint
WITH "kept" AS (
  SELECT DISTINCT ON (1) btrim(regexp_replace(lower(translate(normalize(regexp_replace("category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) AS "key", "category"
  FROM "products"
  WHERE NOT "made_for_client"
  ORDER BY 1, "created_at", "id"
)
UPDATE "products" AS "p" SET "category" = "kept"."category"
FROM "kept"
WHERE btrim(regexp_replace(lower(translate(normalize(regexp_replace("p"."category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) = "kept"."key" AND "p"."category" <> "kept"."category";--> statement-breakpoint
WITH "kept" AS (
  SELECT DISTINCT ON (1) btrim(regexp_replace(lower(translate(normalize(regexp_replace("category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) AS "key", "category"
  FROM "products"
  WHERE NOT "made_for_client"
  ORDER BY 1, "created_at", "id"
)
UPDATE "custom_products" AS "c" SET "category" = "kept"."category"
FROM "kept"
WHERE btrim(regexp_replace(lower(translate(normalize(regexp_replace("c"."category", E'[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), NFC), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) = "kept"."key" AND "c"."category" <> "kept"."category";
