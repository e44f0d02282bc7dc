import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import oneText from './one-text-per-element.js'

// RuleTester runs its cases through whatever test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it })

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 2022,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
})

const texts = (count: number, line?: number) => ({
  message: new RegExp(
    `^${count} texts side by side: the server's HTML holds them as one text node.*template literal`,
  ),
  ...(line === undefined ? {} : { line }),
})

tester.run('one-text-per-element', oneText.rules['one-text-per-element'], {
  valid: [
    // One text.
    'const view = <p>Adicionado em</p>',
    'const view = <p>{date}</p>',
    'const view = <p>{`Adicionado em ${date}`}</p>',
    'const view = <span>{`${a} ${b}`}</span>',
    // Text and elements in turn: each text is its own node on the server too.
    'const view = <p>Total: <strong>{price}</strong></p>',
    'const view = <p><strong>Total:</strong>{price}</p>',
    'const view = <p>{a}<br />{b}</p>',
    'const view = <>{a}<span> · </span>{b}</>',
    'const view = <p>{a}<>{b}</>{c}</p>',
    // Expressions that render elements or nothing.
    'const view = <p>Olá{cond && <X />}</p>',
    'const view = <p>{cond && <X />}{name}</p>',
    'const view = <ul>Itens{items.map((i) => <li key={i}>{i}</li>)}</ul>',
    'const view = <ul>{items?.map((i) => <li key={i}>{i}</li>)} itens</ul>',
    'const view = <p>{ok ? <A /> : null}{name}</p>',
    'const view = <p>{ok ? <A /> : undefined} texto</p>',
    'const view = <p>{x ?? <Fallback />}<b>{y}</b></p>',
    'const view = <p>{name}{null}</p>',
    'const view = <p>{name}{false}</p>',
    'const view = <p>{name}{(<X />) as ReactNode}</p>',
    // Variables of this file whose every value renders an element or nothing.
    'const error = failed && <p>Erro</p>\nconst view = <div>{name}{error}</div>',
    'let body\nif (ok) body = <A />\nelse body = null\nconst view = <div>{body}{note}</div>',
    'let body\nconst view = <div>{body}{note}</div>',
    'let body = <A />\nif (x) body = ok ? body : null\nconst view = <div>{body}{note}</div>',
    'const icon = <Icon />\nconst view = <span>{icon} Sair</span>',
    // Comments render nothing between elements.
    'const view = <p><A />{/* nota */}<B /></p>',
    // A whitespace text with a line break is dropped by JSX: it is no text.
    'const view = <p>\n  <A />\n  {name}\n</p>',
    'const view = <p>\n  {cond && <X />}\n  {name}\n</p>',
    'const view = <p>\n  {name}\n  <br />\n  {other}\n</p>',
  ],
  invalid: [
    // The cases the rule is for.
    { code: 'const view = <p>Adicionado em {date}</p>', errors: [texts(2)] },
    // One report for a whole run: it is one node on the server, and one template literal.
    {
      code: 'const view = <span>© {year} {name}. Feito no Brasil</span>',
      errors: [texts(5)],
    },
    { code: "const view = <p>{a}{cond && '…'}</p>", errors: [texts(2)] },
    { code: 'const view = <strong>“{q}”</strong>', errors: [texts(3)] },
    // A space between two expressions on one line is kept by JSX.
    { code: 'const view = <p>{a} {b}</p>', errors: [texts(3)] },
    { code: 'const view = <p><b>Total:</b> {price}</p>', errors: [texts(2)] },
    // Expressions that may be text.
    { code: 'const view = <p>{a}{b}</p>', errors: [texts(2)] },
    { code: 'const view = <p>{1}{"x"}</p>', errors: [texts(2)] },
    { code: 'const view = <p>{user.name}{format(date)}</p>', errors: [texts(2)] },
    { code: 'const view = <p>Total{ok ? <b>sim</b> : "não"}</p>', errors: [texts(2)] },
    { code: 'const view = <p>Olá {name ?? <Anon />}</p>', errors: [texts(2)] },
    { code: 'const view = <p>Olá {name || <Anon />}</p>', errors: [texts(2)] },
    { code: 'const view = <p>{a}{items.join(", ")}</p>', errors: [texts(2)] },
    { code: 'const view = <p>{a as string}{b!}</p>', errors: [texts(2)] },
    // Variables that may hold text: a const's string, a let given one, a parameter, a destructured prop.
    { code: "const unit = 'un.'\nconst view = <p>{n} {unit}</p>", errors: [texts(3)] },
    {
      code: "let label = <A />\nif (x) label = 'Sim'\nconst view = <p>{label}!</p>",
      errors: [texts(2)],
    },
    { code: 'function F(icon) { return <p>{icon} Sair</p> }', errors: [texts(2)] },
    { code: 'const { icon } = props\nconst view = <p>{icon} Sair</p>', errors: [texts(2)] },
    { code: 'const view = <p>{n}{import.meta.env.X}</p>', errors: [texts(2)] },
    // Neither a comment nor JSX's dropped indentation separates two texts.
    { code: 'const view = <p>{a}{/* e */}{b}</p>', errors: [texts(2)] },
    { code: 'const view = <p>\n  {a}\n  {b}\n</p>', errors: [texts(2, 2)] },
    // Fragments, and a report on the text's own line, not on the line above it.
    { code: 'const view = <>\n  Página de\n  {name}\n</>', errors: [texts(2, 2)] },
    // Two runs in one element: two reports.
    {
      code: 'const view = <p>De {a} <br /> para {b}</p>',
      errors: [texts(3), texts(2)],
    },
    // Nested: each element's children on their own.
    {
      code: 'const view = <div>{x}<p>Olá {name}</p></div>',
      errors: [texts(2)],
    },
  ],
})
