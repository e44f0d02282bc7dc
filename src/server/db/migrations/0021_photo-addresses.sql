-- An uploaded photo's address is its widest variant wherever one address stands for it, so a
-- screen draws every width from the address alone (decision 036). Issue 42 kept the 640-px one.
UPDATE "products" SET "image" = '/media/' || p."name" || '-' || (SELECT max(w) FROM unnest(p."widths") AS w) || '.webp'
  FROM "photos" p WHERE p."name" = substring("products"."image" from '^/media/([0-9a-f]{32})-');--> statement-breakpoint
UPDATE "custom_products" SET "image" = '/media/' || p."name" || '-' || (SELECT max(w) FROM unnest(p."widths") AS w) || '.webp'
  FROM "photos" p WHERE p."name" = substring("custom_products"."image" from '^/media/([0-9a-f]{32})-');--> statement-breakpoint
UPDATE "order_items" SET "product_image" = '/media/' || p."name" || '-' || (SELECT max(w) FROM unnest(p."widths") AS w) || '.webp'
  FROM "photos" p WHERE p."name" = "order_items"."product_photo";
