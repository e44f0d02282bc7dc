/**
 * The default terms of sale. Prices and the PIX discount follow spec.md section 9 (pricing.ts);
 * the warranty repeats the handmade-product terms (schemas/custom-project.ts: 90 days against
 * manufacturing defects from receipt); the e-mails named are those of server/mail/email-schemas.ts.
 */
export const DEFAULT_TERMS = `Estes são os termos de venda da {loja}. Eles valem para as compras feitas neste site: ao finalizar um pedido, você concorda com a versão em vigor naquele momento. Leia também a política de [Trocas e Devoluções](/trocas-e-devolucoes) e a [Política de Privacidade](/privacidade).

## Quem vende

{razao_social} ({documento}), responsável pela loja {loja}.

- Endereço: {endereco}
- Email: {email}
- WhatsApp: {whatsapp}
- Horário de atendimento: {horario}

## Produtos e preços

Nossos acessórios para carro são feitos à mão. Pequenas variações de cor, textura, costura e acabamento entre as fotos e a peça que você recebe são naturais do trabalho artesanal e não são defeito.

- Os preços estão em reais (R$) e são os mostrados no momento do pedido.
- Produto em estoque: a página mostra a quantidade disponível, e você só consegue pedir o que há em estoque.
- Produto esgotado: deixe seu WhatsApp em "Avise-me" e falamos com você quando ele voltar.
- Produto sob encomenda: o preço não aparece na loja. Clique em "Interessado" e combinamos o projeto com você pelo WhatsApp. O projeto personalizado entra no seu carrinho com o preço combinado, e só pode ser comprado depois que você lê e aceita os termos do produto artesanal, que dizem quando a produção começa e como funciona a garantia.
- Frete: o resumo do pedido mostra o frete (hoje, grátis) e o total antes de você pagar.

## Pagamento

- PIX: 10% de desconto sobre o total dos produtos, inclusive os personalizados. Você recebe um QR Code e um código "copia e cola"; quando há prazo para pagar, ele aparece na tela e no email do pedido.
- Cartão de crédito: pelo Mercado Pago, sem desconto. Os dados do cartão você digita no próprio Mercado Pago; a loja não os recebe.
- Se o pagamento não for concluído, você pode tentar de novo em [Seus Pedidos](/orders) enquanto o pedido estiver aguardando pagamento. Um pedido não pago no prazo pode ser cancelado.

## Confirmação do pedido

Logo depois do pedido, você recebe um email de confirmação com os itens, o total e a forma de pagamento, e com links para a versão destes Termos e da política de Trocas e Devoluções que você aceitou. Quando o pagamento é confirmado, chega outro email. Você acompanha tudo em [Seus Pedidos](/orders).

## Entrega

- Enviamos para o endereço que você informou na compra: confira-o antes de pagar.
- Produtos em estoque são enviados depois da confirmação do pagamento; peças sob encomenda, depois de prontas.
- Quando o pedido sai, ele aparece como "Enviado" e você recebe um email com o código de rastreio, quando houver.

## Garantia

Todos os produtos têm 90 dias de garantia contra defeitos de fabricação, contados a partir do recebimento. É o prazo que o Código de Defesa do Consumidor dá para reclamar de defeitos em produtos duráveis (CDC, art. 26, II); se o defeito só aparecer com o uso, os 90 dias contam de quando ele aparecer (art. 26, § 3º). Se o defeito não for resolvido em até 30 dias, você escolhe entre a troca, a devolução do valor pago ou o abatimento do preço (CDC, art. 18, § 1º). Veja como pedir em [Trocas e Devoluções](/trocas-e-devolucoes).

## Direito de arrependimento

Você pode desistir da compra em até 7 dias depois de receber o produto, sem precisar dizer o motivo, e recebe de volta tudo o que pagou, inclusive o frete (CDC, art. 49). O passo a passo, e como funciona nas peças sob encomenda, está em [Trocas e Devoluções](/trocas-e-devolucoes).

## Como guardar estes termos

Você pode guardar estes termos quando quiser (Decreto 7.962/2013, art. 4, IV): imprima esta página ou salve-a em PDF pelo seu navegador. Cada alteração vira uma nova versão, com data; a versão que você aceitou continua disponível pelo link do email de confirmação do pedido, mesmo depois de mudanças.

## Atendimento

Fale conosco pelo email {email} ou pelo WhatsApp {whatsapp} para dúvidas, reclamações ou cancelamentos; horário de atendimento: {horario}. Respondemos em até 5 dias (Decreto 7.962/2013, art. 4, parágrafo único).

Este texto é um modelo que a loja adaptou ao seu caso; não é orientação jurídica.`
