import { formatBRL } from '#domain/money.ts'
import type { ParsedEmail } from './email-schemas.ts'
import { layout, type RenderedEmail, type Shop } from './layout.ts'

type ProjectEmail = 'custom-project' | 'project-invitation'

/** A project made for one client: to one with an account, and to a new client with their invitation. */
export const projectTemplates: {
  [T in ProjectEmail]: (d: ParsedEmail[T], shop: Shop) => RenderedEmail
} = {
  'custom-project': (d, shop) =>
    layout(
      `Um projeto feito para você - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        `Preparamos um projeto personalizado especialmente para você: ${d.projectName}.`,
        { strong: `Valor: ${formatBRL(d.priceCents)}` },
        'Ele já está esperando no seu carrinho. Leia e aceite os termos do produto artesanal para finalizar a compra.',
        { href: `${shop.publicUrl}/cart`, label: 'Ver meu carrinho' },
      ],
      shop,
    ),
  'project-invitation': (d, shop) =>
    layout(
      `Seu projeto está pronto - ${shop.shopName}`,
      `Olá, ${d.name}!`,
      [
        `Seu projeto está pronto: preparamos ${d.projectName} especialmente para você.`,
        { strong: `Valor: ${formatBRL(d.priceCents)}` },
        `Criamos uma conta para você na loja ${shop.shopName} com este e-mail. O botão abaixo entra nela e abre o seu carrinho, onde o projeto espera: leia e aceite os termos do produto artesanal para finalizar a compra.`,
        { href: d.invitationUrl, label: 'Ver meu projeto' },
        'O link vale por 7 dias e só pode ser usado uma vez. Depois, crie uma senha em Minha Conta, ou peça um link de acesso na página de login com este e-mail.',
        'Se você não conhece esta loja, pode ignorar este e-mail: ninguém entra na conta sem o link.',
      ],
      shop,
    ),
}
