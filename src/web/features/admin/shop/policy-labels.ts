import type { PolicyKind } from '#domain/policies.ts'

/** The tabs of 'Políticas': short, so the three fit side by side on a phone. */
export const POLICY_TAB_NAMES: Record<PolicyKind, string> = {
  privacidade: 'Privacidade',
  termos: 'Termos de Venda',
  'trocas-e-devolucoes': 'Trocas e Devoluções',
}

/** The label of each policy's text. */
export const POLICY_TEXT_LABELS: Record<PolicyKind, string> = {
  privacidade: 'Texto da Política de Privacidade',
  termos: 'Texto dos Termos de Venda',
  'trocas-e-devolucoes': 'Texto de Trocas e Devoluções',
}

export const POLICY_FORMAT_HINT =
  'Parágrafos separados por uma linha em branco; "- " no início da linha faz uma lista; "## " faz um título; links como [texto](https://...). Sem HTML.'

const count = new Intl.NumberFormat('pt-BR')

/** '1.234 de 50.000 caracteres' */
export const charCount = (length: number, max: number) =>
  `${count.format(length)} de ${count.format(max)} caracteres`
