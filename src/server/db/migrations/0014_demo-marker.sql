ALTER TABLE "products" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "help_pages" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demonstration rows seeded before the column (src/server/db/seed/demo-*.json), marked by what
-- the seed wrote: products by name and image, help pages by slug, downloads by title and address.
-- A row the owner renamed or repointed is theirs now and stays unmarked.
UPDATE "products" SET "demo" = true WHERE NOT "made_for_client" AND ("name", "image") IN (VALUES
  ('Capa de Volante em Couro Legítimo com Costura Dupla', '/demo/products/capa-volante-couro.svg'),
  ('Tapete Bordado Personalizado', '/demo/products/tapete-bordado-personalizado.svg'),
  ('Manopla de Câmbio em Couro Trançado', '/demo/products/manopla-cambio-trancada.svg'),
  ('Chaveiro de Couro com Argola Dupla', '/demo/products/chaveiro-couro-argola.svg'),
  ('Organizador de Porta-Malas Dobrável', '/demo/products/organizador-porta-malas.svg'),
  ('Porta-Óculos de Couro para Quebra-Sol', '/demo/products/porta-oculos-quebra-sol.svg'),
  ('Kit de LED Interno RGB com Controle', '/demo/products/kit-led-interno-rgb.svg'),
  ('Capa de Banco em Couro Sob Medida', '/demo/products/capa-banco-couro.svg'),
  ('Lixeira Automotiva em Couro com Tampa', '/demo/products/lixeira-automotiva.svg'),
  ('Organizador de Encosto com Bolsos', '/demo/products/organizador-encosto.svg'),
  ('Protetor de Cinto de Segurança Acolchoado', '/demo/products/protetor-cinto-seguranca.svg'),
  ('Suporte de Celular em Couro para Saída de Ar', '/demo/products/suporte-celular-couro.svg'),
  ('Capa de Volante Bicolor Sob Encomenda', '/demo/products/capa-volante-bicolor.svg'),
  ('Jogo de Tapetes em Carpete com Debrum de Couro', '/demo/products/tapetes-carpete-debrum.svg'),
  ('Almofada de Pescoço em Couro', '/demo/products/almofada-pescoco.svg'),
  ('Chaveiro Trançado com Mosquetão', '/demo/products/chaveiro-trancado-mosquetao.svg'),
  ('Barra de LED Âmbar para Assoalho', '/demo/products/fita-led-assoalho.svg'),
  ('Tapete de Porta-Malas em Couro Matelassê', '/demo/products/tapete-porta-malas.svg'),
  ('Chaveiro Redondo com Iniciais Gravadas', '/demo/products/chaveiro-iniciais.svg'),
  ('Coifa de Câmbio em Couro Costurado à Mão', '/demo/products/coifa-cambio-couro.svg'),
  ('Luz de Cortesia LED para Porta', '/demo/products/luz-cortesia-porta.svg'),
  ('Encosto Lombar em Couro com Alça', '/demo/products/encosto-lombar.svg'),
  ('Capa de Couro para Chave Canivete', '/demo/products/capa-chave-canivete.svg'),
  ('Capa de Encosto de Cabeça Bordada', '/demo/products/capa-encosto-cabeca-bordada.svg')
);--> statement-breakpoint
UPDATE "help_pages" SET "demo" = true WHERE "slug" IN (
  'como-instalar-a-capa-de-volante',
  'cuidados-com-o-couro',
  'instalacao-do-kit-led-interno'
);--> statement-breakpoint
UPDATE "downloads" SET "demo" = true WHERE ("title", "url") IN (VALUES
  ('Manual de instalação da capa de volante', '/demo/downloads/manual-instalacao-capa-volante.pdf'),
  ('Guia de cuidados com o couro', '/demo/downloads/guia-cuidados-couro.txt'),
  ('Ficha de medidas para peças sob encomenda', '/demo/downloads/ficha-medidas-sob-encomenda.txt')
);
