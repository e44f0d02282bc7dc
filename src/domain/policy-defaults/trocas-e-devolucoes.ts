/**
 * The default exchanges and returns policy (CDC art. 49; Decreto 7.962/2013 art. 5). On made-to-
 * order work it claims no exception the law does not write: art. 49 names none for custom goods.
 */
export const DEFAULT_RETURNS_POLICY = `Queremos que você fique feliz com a sua compra na {loja}. Aqui está como desistir de uma compra, devolver um produto e pedir o conserto ou a troca de uma peça com defeito.

## Arrependimento: 7 dias para desistir

Você pode desistir de uma compra feita no site em até 7 dias, contados do dia em que recebeu o produto, sem precisar dizer o motivo. Esse direito vem do Código de Defesa do Consumidor (CDC, art. 49), que vale para as compras feitas fora de uma loja física, como as pela internet.

- Devolvemos tudo o que você pagou, inclusive o frete (CDC, art. 49, parágrafo único).
- A devolução do dinheiro é feita pelo mesmo meio do pagamento: no PIX, para a conta de onde ele veio; no cartão, pedimos o estorno pelo Mercado Pago, e a cobrança não é lançada na fatura ou é estornada, se já tiver sido (Decreto 7.962/2013, art. 5, § 3º).
- A loja paga o envio do produto de volta: você não tem custo nenhum para desistir.
- Se puder, devolva o produto com o que veio junto (embalagem, peças, manual): isso nos ajuda a identificá-lo.

## Como pedir a desistência ou a devolução

- Entre em [Seus Pedidos](/orders), escolha o pedido e toque em "Desistir da compra". Você pode contar o motivo, se quiser, e confirma em "Confirmar desistência". É o mesmo site em que você comprou (Decreto 7.962/2013, art. 5, § 1º).
- Antes do envio, a desistência cancela o pedido. Depois do envio, o botão fica disponível por 7 dias a partir do recebimento; se não tivermos a data da entrega, contamos o recebimento 10 dias depois do envio.
- Na mesma hora você recebe um email confirmando que a desistência chegou até nós (Decreto 7.962/2013, art. 5, § 4º).
- Se preferir, fale conosco pelo email {email} ou pelo WhatsApp {whatsapp} e informe o número do pedido (os 8 caracteres que aparecem em Seus Pedidos).
- Enviamos as instruções para devolver o produto, com o envio pago pela loja.
- Fazemos a devolução do valor de imediato, como manda a lei (CDC, art. 49, parágrafo único), e avisamos você por email. No cartão, o prazo para o estorno aparecer na fatura depende do banco que emitiu o cartão.

## Produto com defeito

Todos os produtos têm 90 dias de garantia contra defeitos de fabricação, contados a partir do recebimento (CDC, art. 26, II). Se o defeito só aparecer com o uso, os 90 dias contam de quando ele aparecer (art. 26, § 3º).

- Fale conosco pelos mesmos canais, com o número do pedido e fotos ou um vídeo do defeito.
- A loja paga o envio da peça com defeito e a volta dela.
- Temos até 30 dias para resolver o defeito. Se não resolvermos nesse prazo, você escolhe: a troca por outro produto igual, a devolução do valor pago, corrigido, ou um abatimento proporcional no preço (CDC, art. 18, § 1º).
- Variações naturais do trabalho artesanal (cor, textura, costura e acabamento) não são defeito, assim como danos causados por mau uso ou acidente.

## Peças sob encomenda e projetos personalizados

Peças sob encomenda e projetos personalizados são feitos especialmente para você, e a produção começa depois da confirmação do pagamento. Por isso, antes da compra, os termos do produto artesanal, que você lê e aceita no carrinho, dizem quando a produção começa, e a loja informa o prazo de fabricação ao combinar o projeto.

- Até a produção começar, você pode desistir pelo botão "Desistir da compra" em Seus Pedidos e recebe de volta tudo o que pagou.
- Quando começamos a produzir a sua peça, marcamos "Produção iniciada" no pedido, e a data aparece para você em Seus Pedidos. A partir daí, o botão explica por que não está mais disponível.
- Depois que a produção começou, o CDC não traz uma regra específica para produtos feitos sob medida. Se quiser desistir, fale conosco pelo WhatsApp ou email: vamos analisar o seu caso com você, respeitando o seu direito de arrependimento (CDC, art. 49).
- A garantia de 90 dias contra defeitos vale do mesmo jeito para peças personalizadas.

## Troca sem defeito

Fora do prazo de arrependimento e sem defeito, a troca por outro modelo ou cor depende de termos a peça disponível. Fale conosco e vemos juntos o que é possível.

## Prazos em resumo

- Desistir da compra: até 7 dias a partir do recebimento.
- Reclamar de defeito: 90 dias a partir do recebimento, ou de quando um defeito oculto aparecer.
- Resolver o defeito: até 30 dias.
- Responder às suas mensagens: até 5 dias (Decreto 7.962/2013, art. 4, parágrafo único).

## Contato

{razao_social} ({documento}), responsável pela loja {loja}.

- Endereço: {endereco}
- Email: {email}
- WhatsApp: {whatsapp}
- Horário de atendimento: {horario}

Este texto é um modelo que a loja adaptou ao seu caso; não é orientação jurídica.`
