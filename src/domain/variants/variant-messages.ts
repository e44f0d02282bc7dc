import {
  MAX_OPTIONS,
  MAX_VARIANTS,
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  SKU_MAX,
} from './variant-rules.ts'

/** The refusals of a product's options and variants, in pt-BR, each tied to its field. */
export const VARIANT_MESSAGES = {
  tooManyOptions: `No máximo ${MAX_OPTIONS} opções por produto.`,
  optionName: 'Informe o nome da opção.',
  optionNameTooLong: `No máximo ${OPTION_NAME_MAX} caracteres.`,
  optionNameRepeated: 'Já existe uma opção com este nome.',
  noValues: 'Informe ao menos um valor.',
  value: 'Informe o valor.',
  valueTooLong: `No máximo ${OPTION_VALUE_MAX} caracteres.`,
  tooManyVariants: `Máximo de ${MAX_VARIANTS} variações por produto`,
  noVariants: 'Ofereça ao menos uma variação.',
  combination: 'Escolha um valor de cada opção.',
  combinationRepeated: 'Esta combinação já é outra variação.',
  skuTooLong: `No máximo ${SKU_MAX} caracteres.`,
  skuRepeated: 'Este SKU já é de outra variação.',
  skuTaken: 'Este SKU já é usado por outro produto.',
  stockRequired: 'Estoque é obrigatório',
  stockPositive: 'Estoque deve ser positivo',
  stockInvalid: 'Estoque deve ser um número inteiro',
  madeToOrderStock: 'Produtos sob encomenda não têm estoque.',
  priceInvalid: 'Preço inválido',
  pricePositive: 'Preço deve ser positivo',
  photoNotOfProduct: 'Esta foto não é deste produto.',
  notOfProduct: 'Esta variação não é deste produto.',
  notOffered: 'Esta variação não é oferecida.',
  stockPerVariant: 'O estoque deste produto é o de cada variação: altere-o nas variações.',
  changedWhileEditing:
    'As variações deste produto foram alteradas enquanto você editava. Recarregue e tente novamente.',
} as const

/** 'Valor repetido: "38 CM" já está em Tamanho.' */
export const repeatedValueMessage = (value: string, option: string) =>
  `Valor repetido: "${value}" já está em ${option}.`
