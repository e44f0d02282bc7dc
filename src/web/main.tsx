import { startApp } from './app/start-app.tsx'
import './styles.css'

// Zod compiles its object parsers with `new Function`, and even its probe for that is reported as
// a violation of our CSP (no 'unsafe-eval'). jitless skips both. Set here, before any lazy chunk
// loads zod, through the global zod keeps its config on, so this entry does not carry zod.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } })

const root = document.getElementById('root')
if (!root) throw new Error('#root não encontrado em index.html')
// Not awaited at the top level: with top-level await the bundler must keep every module the lazy
// routes share with this entry out of it (they could not load while it waits), which splits the
// store page's code into a dozen small files (+5 KB gzipped).
void startApp(root)
