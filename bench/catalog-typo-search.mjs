// Decision 050: 200 misspelt searches at 100,000 products, each a typo the exact search cannot
// find (a letter left out, two swapped, one doubled, one wrong), measured as bench/catalog-search.mjs
// measures the exact ones: the shop's correction against the same SQL run bare.

/**
 * The long words of the seeded catalog (bench/lib.mjs seedProducts: names, categories and the
 * description), folded: what shoppers misspell. Words of three letters ('kit', 'led') are not
 * corrected (src/domain/search-text.ts similarWords) and are left out.
 */
const WORDS = [
  'volante',
  'tapete',
  'chaveiro',
  'manopla',
  'organizador',
  'protetor',
  'cinto',
  'almofada',
  'volantes',
  'tapetes',
  'chaveiros',
  'cambio',
  'organizacao',
  'iluminacao',
  'conforto',
  'seguranca',
  'acessorio',
  'artesanal',
  'materiais',
  'selecionados',
]
/** Every word of the seeded texts: a typo inside one of them would be found as typed. */
const TEXT = `capa de ${WORDS.join(' ')} modelo kit led numero feito a mao com para o seu carro`

const TYPOS = [
  (w, p) => w.slice(0, p) + w.slice(p + 1),
  (w, p) => w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2),
  (w, p) => w.slice(0, p) + w[p] + w.slice(p),
  (w, p) => w.slice(0, p) + (w[p] === 'e' ? 'i' : 'e') + w.slice(p + 1),
]

/** The `n`th typo of `word`, inside it (never its first or last letter), or undefined. */
function typo(word, n) {
  const inside = word.length - 2
  const made = TYPOS[n % TYPOS.length](word, 1 + (Math.floor(n / TYPOS.length) % inside))
  return made !== word && made.length > 2 && !TEXT.includes(made) ? made : undefined
}

/**
 * `count` distinct misspelt searches: half a typo and a model number ('volnte 1234': one product),
 * three in ten the typo alone ('volnte': 12,500 volantes), two in ten the typo beside a word spelt
 * right ('capa volnte'; some pairs are of two kinds no product is both of, and find nothing).
 */
export function misspeltQueries(count, offset = 0) {
  const queries = new Set()
  for (let i = offset; queries.size < count; i++) {
    const kind = i % WORDS.length
    const word = typo(WORDS[kind], Math.floor(i / WORDS.length) * 7 + i)
    if (!word) continue
    const shape = i % 10
    const model = (kind % 8) + 8 * ((i * 7919) % 12_000)
    if (shape < 5) queries.add(`${word} ${model}`)
    else if (shape < 8) queries.add(word)
    else queries.add(`${WORDS[(kind + 1) % WORDS.length]} ${word}`)
  }
  return [...queries]
}
