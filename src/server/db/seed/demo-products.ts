export interface DemoProduct {
  name: string
  priceCents: number // integer centavos, e.g. 18990 = R$ 189,90
  description: string
  image: string // '/demo/products/<file>.svg'
  category: string
  stock: number // integer >= 0
  isCustomOrder: boolean
}

/** Newest first: the seed gives the first entry the most recent created_at. */
export const demoProducts: readonly DemoProduct[] = [
  {
    name: 'Capa de Volante em Couro Legítimo com Costura Dupla',
    priceCents: 18990,
    description:
      'Capa de volante em couro bovino legítimo, cortada e costurada à mão com linha encerada de alta resistência. Serve em volantes de 37 a 39 cm de diâmetro e vem com agulha e linha para a instalação. Limpe com pano levemente úmido e hidrate o couro a cada três meses.',
    image: '/demo/products/capa-volante-couro.svg',
    category: 'Volantes',
    stock: 12,
    isCustomOrder: false,
  },
  {
    name: 'Tapete Bordado Personalizado',
    priceCents: 34900,
    description:
      'Jogo de tapetes em carpete de alta densidade com bordado exclusivo: nome, iniciais ou o desenho que você escolher. Cortamos no molde do seu carro, com debrum de couro e base antiderrapante. Produção em até 15 dias úteis. Aspire com frequência e lave apenas o carpete com sabão neutro.',
    image: '/demo/products/tapete-bordado-personalizado.svg',
    category: 'Tapetes',
    stock: 0,
    isCustomOrder: true,
  },
  {
    name: 'Manopla de Câmbio em Couro Trançado',
    priceCents: 8990,
    description:
      'Manopla revestida com tiras de couro trançadas à mão, com anel cromado e pegada firme mesmo em dias quentes. Compatível com a maioria dos câmbios manuais de rosca M10 e M12, com adaptadores inclusos. Para conservar, passe hidratante de couro incolor uma vez por mês.',
    image: '/demo/products/manopla-cambio-trancada.svg',
    category: 'Volantes',
    stock: 0,
    isCustomOrder: false,
  },
  {
    name: 'Chaveiro de Couro com Argola Dupla',
    priceCents: 2990,
    description:
      'Chaveiro em couro natural com acabamento de bordas tingidas e polidas à mão, rebite dourado e argola dupla de aço inox para separar a chave do carro das de casa. Leve e resistente, ganha uma pátina bonita com o uso. Evite contato prolongado com água e perfume.',
    image: '/demo/products/chaveiro-couro-argola.svg',
    category: 'Chaveiros',
    stock: 25,
    isCustomOrder: false,
  },
  {
    name: 'Organizador de Porta-Malas Dobrável',
    priceCents: 15990,
    description:
      'Organizador com três divisórias removíveis, alças reforçadas e bolsos frontais para triângulo e documentos. Estrutura rígida revestida em couro sintético costurado à mão, que dobra e fica reta no fundo do porta-malas quando não está em uso. Medidas: 60 x 32 x 28 cm. Limpe com pano úmido.',
    image: '/demo/products/organizador-porta-malas.svg',
    category: 'Organizadores',
    stock: 7,
    isCustomOrder: false,
  },
  {
    name: 'Porta-Óculos de Couro para Quebra-Sol',
    priceCents: 4990,
    description:
      'Presilha em couro legítimo que se prende ao quebra-sol e segura óculos de sol ou de grau com firmeza, sem riscar as lentes. Tem forro macio de camurça, costura aparente e botão dourado. Serve em quebra-sóis de até 2,5 cm de espessura. Limpe apenas com pano seco.',
    image: '/demo/products/porta-oculos-quebra-sol.svg',
    category: 'Organizadores',
    stock: 2,
    isCustomOrder: false,
  },
  {
    name: 'Kit de LED Interno RGB com Controle',
    priceCents: 12990,
    description:
      'Kit com quatro fitas de LED RGB para o assoalho, montado e testado na nossa oficina, com controle remoto de 16 cores, ajuste de brilho e modo que acompanha o som. Liga na tomada 12 V com cabos longos, sem cortar a fiação original. Fixação com fita dupla face 3M. Não molhe as fitas.',
    image: '/demo/products/kit-led-interno-rgb.svg',
    category: 'Iluminação',
    stock: 9,
    isCustomOrder: false,
  },
  {
    name: 'Capa de Banco em Couro Sob Medida',
    priceCents: 69000,
    description:
      'Jogo completo de capas para os bancos dianteiros e traseiro, moldado no modelo e ano do seu carro. Couro ecológico de alta resistência com faixas centrais em caramelo, costura dupla e espuma de 5 mm. Produção sob encomenda em até 25 dias úteis. Limpe com pano úmido e sabão neutro, sem produtos abrasivos.',
    image: '/demo/products/capa-banco-couro.svg',
    category: 'Bancos',
    stock: 0,
    isCustomOrder: true,
  },
  {
    name: 'Lixeira Automotiva em Couro com Tampa',
    priceCents: 5990,
    description:
      'Lixeira com tampa magnética e forro interno impermeável removível, que pode ser lavado em água corrente. Revestida em couro ecológico com costura aparente, tem alça regulável para prender no encosto de cabeça ou na alavanca do câmbio. Capacidade de 2 litros. Limpe a parte externa com pano úmido.',
    image: '/demo/products/lixeira-automotiva.svg',
    category: 'Organizadores',
    stock: 14,
    isCustomOrder: false,
  },
  {
    name: 'Organizador de Encosto com Bolsos',
    priceCents: 11990,
    description:
      'Organizador para a parte de trás do banco, com bolso transparente para tablet de até 10 polegadas, porta-garrafa e três bolsos para lanches e brinquedos. Feito em couro ecológico costurado à mão, protege o encosto dos chutes das crianças. Alças com fivela servem em qualquer encosto de cabeça.',
    image: '/demo/products/organizador-encosto.svg',
    category: 'Organizadores',
    stock: 0,
    isCustomOrder: false,
  },
  {
    name: 'Protetor de Cinto de Segurança Acolchoado',
    priceCents: 4490,
    description:
      'Par de protetores de cinto em couro macio com enchimento de espuma, que evitam o atrito do cinto no pescoço e no ombro em viagens longas. Fecham com velcro em qualquer cinto de até 5 cm de largura e não interferem no travamento. Limpe com pano úmido e deixe secar à sombra.',
    image: '/demo/products/protetor-cinto-seguranca.svg',
    category: 'Bancos',
    stock: 18,
    isCustomOrder: false,
  },
  {
    name: 'Suporte de Celular em Couro para Saída de Ar',
    priceCents: 6990,
    description:
      'Suporte com garra revestida em couro que encaixa na saída de ar sem arranhar o painel. As abas laterais ajustáveis seguram celulares de 4,7 a 6,9 polegadas, na vertical ou na horizontal, e deixam o cabo de carga livre. Para limpar, use pano seco e evite álcool no couro.',
    image: '/demo/products/suporte-celular-couro.svg',
    category: 'Organizadores',
    stock: 11,
    isCustomOrder: false,
  },
  {
    name: 'Capa de Volante Bicolor Sob Encomenda',
    priceCents: 24900,
    description:
      'Capa de volante em couro legítimo com as cores que você escolher para as laterais, os trechos superior e inferior e a linha da costura. Feita sob encomenda a partir da medida do seu volante, inclusive modelos com fundo reto. Prazo de produção de 10 dias úteis. Hidrate o couro a cada três meses.',
    image: '/demo/products/capa-volante-bicolor.svg',
    category: 'Volantes',
    stock: 0,
    isCustomOrder: true,
  },
  {
    name: 'Jogo de Tapetes em Carpete com Debrum de Couro',
    priceCents: 22990,
    description:
      'Jogo com quatro tapetes em carpete agulhado grafite, acabamento em debrum de couro caramelo e costura aparente. Base emborrachada antiderrapante com pinos de fixação e reforço no calcanhar do motorista. Modelo universal para carros compactos e médios. Aspire semanalmente e lave com sabão neutro.',
    image: '/demo/products/tapetes-carpete-debrum.svg',
    category: 'Tapetes',
    stock: 5,
    isCustomOrder: false,
  },
  {
    name: 'Almofada de Pescoço em Couro',
    priceCents: 9990,
    description:
      'Almofada de apoio cervical com enchimento de espuma viscoelástica, que alivia a tensão no pescoço em viagens longas. Revestimento em couro ecológico costurado à mão e alça elástica para prender no encosto de cabeça. A capa é removível: limpe com pano úmido e nunca coloque a espuma na máquina.',
    image: '/demo/products/almofada-pescoco.svg',
    category: 'Bancos',
    stock: 1,
    isCustomOrder: false,
  },
  {
    name: 'Chaveiro Trançado com Mosquetão',
    priceCents: 4590,
    description:
      'Chaveiro de couro trançado à mão em dois tons, com mosquetão de aço para prender no passante da calça ou na bolsa, ponteira dourada e franjas de couro. Cada peça leva cerca de uma hora para ser trançada, por isso nenhuma é igual à outra. Guarde longe da umidade para manter a cor.',
    image: '/demo/products/chaveiro-trancado-mosquetao.svg',
    category: 'Chaveiros',
    stock: 0,
    isCustomOrder: false,
  },
  {
    name: 'Barra de LED Âmbar para Assoalho',
    priceCents: 8990,
    description:
      'Barra de LED em luz âmbar suave para instalar sob o painel ou os bancos, com acabamento em couro e alumínio. Acende junto com a luz de teto e ilumina o assoalho sem ofuscar o motorista. Ligação em 12 V com manual de instalação passo a passo. Limpe somente com pano seco e o carro desligado.',
    image: '/demo/products/fita-led-assoalho.svg',
    category: 'Iluminação',
    stock: 6,
    isCustomOrder: false,
  },
  {
    name: 'Tapete de Porta-Malas em Couro Matelassê',
    priceCents: 27990,
    description:
      'Tapete de porta-malas em couro ecológico matelassê, com costura em losangos e borda elevada que segura líquidos e sujeira. Possui recortes para as caixas de roda e manta antiderrapante na base. Serve em hatches e sedãs médios; para outros modelos, fale com a gente. Limpe com pano úmido.',
    image: '/demo/products/tapete-porta-malas.svg',
    category: 'Tapetes',
    stock: 3,
    isCustomOrder: false,
  },
  {
    name: 'Chaveiro Redondo com Iniciais Gravadas',
    priceCents: 5990,
    description:
      'Chaveiro redondo em couro natural com as suas iniciais ou um pequeno símbolo gravados a quente, borda costurada à mão e argola de aço inox. Ótima opção de presente: enviamos a prévia da gravação pelo WhatsApp antes de produzir. Prazo de 7 dias úteis. Evite água e produtos químicos.',
    image: '/demo/products/chaveiro-iniciais.svg',
    category: 'Chaveiros',
    stock: 0,
    isCustomOrder: true,
  },
  {
    name: 'Coifa de Câmbio em Couro Costurado à Mão',
    priceCents: 7990,
    description:
      'Coifa de câmbio em couro legítimo com costura dupla aparente, que substitui a coifa original ressecada ou rasgada. Acompanha moldura de fixação universal e anel cromado. Serve na maioria dos câmbios manuais; confira as medidas da base antes de comprar. Hidrate o couro a cada três meses.',
    image: '/demo/products/coifa-cambio-couro.svg',
    category: 'Volantes',
    stock: 8,
    isCustomOrder: false,
  },
  {
    name: 'Luz de Cortesia LED para Porta',
    priceCents: 14990,
    description:
      'Par de luzes de cortesia que projetam um desenho de rosa dos ventos no chão quando a porta é aberta, facilitando a entrada à noite. Encaixe sem furos na maioria das portas com lanterna original e lente de vidro que não desbota. Garantia de um ano. Limpe a lente com pano macio e seco.',
    image: '/demo/products/luz-cortesia-porta.svg',
    category: 'Iluminação',
    stock: 0,
    isCustomOrder: false,
  },
  {
    name: 'Encosto Lombar em Couro com Alça',
    priceCents: 13990,
    description:
      'Encosto lombar anatômico com espuma de densidade firme, que corrige a postura e diminui as dores nas costas em longos trajetos. Revestido em couro ecológico com gomos costurados à mão e alça elástica regulável que prende em qualquer banco. Limpe com pano úmido e sabão neutro.',
    image: '/demo/products/encosto-lombar.svg',
    category: 'Bancos',
    stock: 4,
    isCustomOrder: false,
  },
  {
    name: 'Capa de Couro para Chave Canivete',
    priceCents: 4990,
    description:
      'Capa em couro legítimo para chave canivete, moldada à mão para deixar os botões do alarme marcados e fáceis de apertar. Protege a chave contra quedas e arranhões, com argola para o chaveiro. Informe o modelo do carro no pedido para garantir o encaixe. Limpe apenas com pano seco.',
    image: '/demo/products/capa-chave-canivete.svg',
    category: 'Chaveiros',
    stock: 15,
    isCustomOrder: false,
  },
  {
    name: 'Capa de Encosto de Cabeça Bordada',
    priceCents: 19900,
    description:
      'Par de capas para encosto de cabeça em couro ecológico com bordado feito sob encomenda: escolha o desenho, as cores da linha e a cor do couro. Ajustam-se aos encostos com elástico interno e podem ser retiradas para limpeza. Produção em até 12 dias úteis. Limpe com pano úmido, sem esfregar o bordado.',
    image: '/demo/products/capa-encosto-cabeca-bordada.svg',
    category: 'Bancos',
    stock: 0,
    isCustomOrder: true,
  },
]
