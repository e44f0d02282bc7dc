import type { ShopSettings } from '#domain/shop-settings.ts'

/** A complete, valid 'Loja' save: the alphanumeric CNPJ of the Receita's example. */
export const SHOP_SETTINGS_SAMPLE: ShopSettings = {
  name: 'Oficina do João',
  legalName: 'João da Silva Acessórios Ltda',
  taxId: '12ABC34501DE35',
  address: {
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Sala 2',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  email: 'contato@oficinadojoao.com.br',
  whatsapp: '11987654321',
  supportHours: 'Seg a sex, 9h às 18h',
  pix: { key: 'contato@oficinadojoao.com.br', merchantName: 'Oficina do Joao', city: 'Sao Paulo' },
  senderName: 'Oficina do João',
  image: '',
  banner: { image: '', text: '', link: '' },
}
