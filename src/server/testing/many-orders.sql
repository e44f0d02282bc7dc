-- Many orders (the count is the one parameter), each by its own new customer, in one statement:
-- src/server/testing/admin-order-fixtures.ts (insertManyOrders) and bench/order-search.mjs run it.
with series as (
  select n, translate(n::text, '0123456789', 'ghijklmnop') as word,
         gen_random_uuid() as user_id, gen_random_uuid() as order_id
  from generate_series(1, $1::int) as n
),
buyers as (
  insert into users (id, email, name, password_hash)
  select user_id, 'cliente.' || word || '@exemplo.com', 'Cliente ' || word, 'x' from series
),
placed as (
  insert into orders (id, user_id, status, subtotal_cents, total_cents, payment_method, created_at)
  select order_id, user_id,
         (array['pendente','processando','pago','enviado','entregue','cancelado'])[1 + n % 6]::order_status,
         1000 + n, 1000 + n, 'pix', now() - n * interval '1 minute'
  from series
)
insert into shipping_addresses (order_id, name, whatsapp, cep, street, number, neighborhood, city, state)
select order_id, 'Cliente ' || word, '11987654321', '01310100', 'Avenida Paulista', '1000',
       'Bela Vista', 'São Paulo', 'SP'
from series
