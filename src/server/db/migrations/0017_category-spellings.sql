-- Issue 37: one category per name. A category typed in another case, with other accents or spaces
-- became a second store chip ('organizadores' beside 'Organizadores'). Each group of spellings with
-- one key takes the spelling of its oldest catalog product, in the products (those made for a
-- client too) and in the projects waiting in a cart. The key is categoryKey (#domain/category.ts)
-- for Portuguese letters, without `unaccent` (PGlite has none): category-repository.ts writes the
-- same translate() pair, and its test checks both agree.
WITH "kept" AS (
  SELECT DISTINCT ON (1) btrim(regexp_replace(lower(translate("category", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) AS "key", "category"
  FROM "products"
  WHERE NOT "made_for_client"
  ORDER BY 1, "created_at", "id"
)
UPDATE "products" AS "p" SET "category" = "kept"."category"
FROM "kept"
WHERE btrim(regexp_replace(lower(translate("p"."category", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) = "kept"."key" AND "p"."category" <> "kept"."category";--> statement-breakpoint
WITH "kept" AS (
  SELECT DISTINCT ON (1) btrim(regexp_replace(lower(translate("category", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) AS "key", "category"
  FROM "products"
  WHERE NOT "made_for_client"
  ORDER BY 1, "created_at", "id"
)
UPDATE "custom_products" AS "c" SET "category" = "kept"."category"
FROM "kept"
WHERE btrim(regexp_replace(lower(translate("c"."category", 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÝýÿÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuYyyCcNn')), '\s+', ' ', 'g')) = "kept"."key" AND "c"."category" <> "kept"."category";
