/**
 * The default privacy policy (LGPD art. 9). What it says of sessions, links, cookies, leads and
 * sharing is what the code does: src/server/modules/accounts (sessions.ts, session-cookie.ts,
 * device-cookie.ts, access-link.ts, password-reset.ts), jobs/cleanup.ts, LEAD_RETENTION_DAYS,
 * payments/mercado-pago-provider.ts (the payer's e-mail, the items, the amount) and modules/cep.
 * Change it with them.
 */
export const DEFAULT_PRIVACY_POLICY = `A {loja} leva a sua privacidade a sério. Aqui você encontra, em linguagem simples, quais dados pessoais guardamos, para quê, por quanto tempo, com quem eles são compartilhados e como exercer os seus direitos. A Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018) garante a você acesso fácil a essas informações (art. 9).

## Quem cuida dos seus dados

A controladora dos seus dados, quem decide como eles são tratados e responde por isso, é {razao_social} ({documento}), responsável pela loja {loja}.

- Endereço: {endereco}
- Email: {email}
- WhatsApp: {whatsapp}
- Horário de atendimento: {horario}

## O que guardamos e para quê

- Conta: nome, email e senha, para você entrar, acompanhar seus pedidos e recuperar o acesso. A senha é guardada só como um resumo criptográfico (hash), do qual não se consegue tirar a senha: nem a loja a conhece.
- Endereços de entrega e WhatsApp: para entregar o pedido e falar com você sobre ele.
- Pedidos e pagamentos: produtos, valores, forma e situação do pagamento, endereço de entrega, situação do envio e código de rastreio; nos projetos personalizados, também a data e a versão dos termos que você aceitou. Os dados do cartão você digita no Mercado Pago: a loja não os recebe.
- Interessados: quando você deixa seu WhatsApp em "Avise-me" ou "Interessado", num produto esgotado ou sob encomenda, guardamos o número, o carro e ano que você informou e a data, para falar com você sobre aquele produto.
- Sessão: quando você entra na sua conta, um cookie mantém você conectado (veja "Cookies" abaixo).
- Emails enviados: um registro de cada email que a loja envia (para quem, qual mensagem e quando), como a confirmação do pedido, o aviso de envio e a redefinição de senha, para saber se chegou e o que foi avisado.
- Segurança: contamos as tentativas de entrar e os pedidos de link por email, pelo email e pelo endereço IP de onde vieram, para barrar quem tenta adivinhar senhas.

## Por que podemos tratar esses dados

A LGPD só permite tratar dados pessoais com uma base legal (art. 7). As nossas são:

- execução do contrato (art. 7, V): conta, endereços, pedidos, pagamentos, entrega e os emails sobre eles;
- cumprimento de obrigação legal (art. 7, II): guardar os registros dos pedidos e pagamentos que a lei fiscal exige;
- consentimento (art. 7, I): a lista de interessados, que só existe porque você deixou o seu número, e que você pode retirar quando quiser;
- legítimo interesse (art. 7, IX): a segurança da loja, como os limites de tentativas de entrar, o cookie de dispositivo e as cópias de segurança.

## Por quanto tempo

- Pedidos e os dados de pagamento ligados a eles: pelo menos 5 anos. O Código Tributário Nacional manda conservar os comprovantes das operações até a prescrição dos tributos ligados a elas (art. 195, parágrafo único), e o fisco tem 5 anos para constituir esses tributos (art. 173).
- Conta e endereços: enquanto a sua conta existir. Se você pedir a eliminação, apagamos o que não precisamos guardar por lei (LGPD, art. 16, I).
- Interessados: {dias_interessados} dias a partir do registro (ou da última vez que você deixou o número para o mesmo produto); depois disso, são apagados automaticamente.
- Sessão: com "Lembrar-me" marcado, 30 dias, renovados enquanto você usa a loja; sem ele, o cookie acaba quando você fecha o navegador, e a sessão vence no servidor depois de 1 dia sem uso. Ao sair da conta, a sessão é apagada; sessões vencidas são apagadas automaticamente.
- Links por email: o link de acesso vale 15 minutos e funciona uma vez só; o de redefinição de senha vale 1 hora.
- Contadores de segurança: são apagados cerca de um dia depois.
- Emails enviados: o registro fica guardado para comprovar os avisos dos pedidos; você pode pedir a eliminação do que não for necessário para isso.
- Cópias de segurança (backups): guardam uma cópia do banco de dados e das fotos. Um dado apagado pode continuar numa cópia até ela ser descartada, no fim do prazo em que a loja guarda essas cópias.

## Cookies

A {loja} não usa cookies de publicidade nem de rastreamento, nem ferramentas de análise de terceiros. Usamos só dois cookies, que os scripts das páginas não conseguem ler:

- vitrine_session: mantém você conectado, pelos prazos acima;
- vitrine_device: lembra o aparelho em que você já entrou, para que tentativas erradas feitas em outros aparelhos não bloqueiem você. Vale 1 ano e só serve para isso.

Os produtos do carrinho ficam guardados no seu próprio navegador. Alguns produtos e páginas de ajuda mostram vídeos do YouTube no modo de privacidade aprimorada (youtube-nocookie.com), e o pagamento com cartão usa o botão do Mercado Pago, carregado do site dele: esses serviços recebem dados técnicos do seu navegador, nas regras deles.

## Com quem compartilhamos

A {loja} não vende nem aluga os seus dados. Eles só chegam a:

- Mercado Pago, que processa os pagamentos por PIX e cartão: recebe seu email, os itens, o valor e o número do pedido;
- o serviço de envio de emails (provedor SMTP), que entrega as mensagens da loja: recebe seu email e o conteúdo de cada mensagem;
- WhatsApp, só quando você ou a loja abre uma conversa: a conversa segue as regras do WhatsApp;
- ViaCEP, serviço público de consulta de CEP: para preencher o endereço, a loja envia só o CEP digitado;
- a transportadora ou os Correios, que recebem o nome e o endereço da etiqueta para entregar o pacote;
- a empresa que hospeda o site, que guarda os dados em nome da loja;
- autoridades públicas, quando a lei obrigar.

Cada um desses serviços responde pelo tratamento que faz. A {razao_social} responde pelo tratamento que decide e protege os seus dados: senhas só como hash, cookies fora do alcance dos scripts, painel de gestão só para administradores.

## Seus direitos

A LGPD (art. 18) garante a você, a qualquer momento e mediante pedido:

- confirmação de que tratamos os seus dados;
- acesso aos seus dados;
- correção de dados incompletos, inexatos ou desatualizados (o endereço você mesmo corrige em [Minha Conta](/profile));
- anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;
- portabilidade dos dados a outro fornecedor de serviço ou produto;
- eliminação dos dados tratados com o seu consentimento, como a lista de interessados;
- informação sobre com quem compartilhamos os seus dados;
- informação sobre a possibilidade de não dar o consentimento e sobre o que acontece se você não der: sem ele, só não avisaremos você sobre aquele produto, e você pode comprar normalmente;
- revogação do consentimento.

Para exercer qualquer um deles, escreva para {email} ou chame no WhatsApp {whatsapp}. Podemos pedir que você confirme a sua identidade antes. A confirmação e o acesso são dados na hora, de forma simplificada, ou numa declaração completa em até 15 dias (LGPD, art. 19).

Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD, art. 18, § 1º): https://www.gov.br/anpd

## Mudanças nesta política

Cada alteração vira uma nova versão, com data, e as versões anteriores continuam disponíveis.

Este texto é um modelo que a loja adaptou ao seu caso; não é orientação jurídica.`
