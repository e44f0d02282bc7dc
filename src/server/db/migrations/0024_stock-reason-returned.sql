-- 'Produto devolvido' (issue 46): units back on the shelf when a parcel comes back. Alone in its
-- migration: a value added to an enum cannot be used in the transaction that adds it, and nothing
-- in this batch of migrations uses it (the routes do, in their own transactions, later).
ALTER TYPE "public"."stock_movement_reason" ADD VALUE 'returned';