import { defineConfig, type Plugin, type Rolldown } from 'vite'
import preact from '@preact/preset-vite'
import tailwindcss from '@tailwindcss/vite'

const apiPort = Number(process.env.PORT ?? 3000)

/**
 * Writes, beside Vite's manifest, the npm packages and web feature folders each JS chunk holds
 * ('sonner', 'features/admin'), so scripts/check-js-budget.mjs can tell without a browser or source
 * maps that the store route ships no admin, checkout, form, QR or payment code.
 */
function chunkContents(): Plugin {
  const origin = (id: string) =>
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
    /src\/web\/(features\/[^/]+)\//.exec(id)?.[1] ??
    null
  return {
    name: 'vitrine:chunk-contents',
    apply: 'build',
    generateBundle(_options, bundle) {
      const contents: Record<string, string[]> = {}
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const origins = chunk.moduleIds.map(origin).filter((name) => name !== null)
        contents[chunk.fileName] = [...new Set(origins)].sort()
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-contents.json',
        source: JSON.stringify(contents, null, 2),
      })
    },
  }
}

/**
 * React Router's dist creates its components and contexts with bare `React.forwardRef(...)` and
 * `React.createContext(...)` calls and sets `displayName` on them at the top level, so the bundler
 * must keep every one (NavLink, Form, fetcher forms...) even when the app never uses it. Marking
 * the calls pure and dropping the names (React DevTools labels only) lets tree-shaking remove them.
 */
function reactRouterPure(): Plugin {
  return {
    name: 'vitrine:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/.+\.mjs$/ },
      handler(code) {
        const out = code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(')
        return out === code ? null : { code: out, map: null }
      },
    },
  }
}

type LogHandler = (level: Rolldown.LogLevel, log: Rolldown.RolldownLog) => void

/**
 * React Router reads `React.useOptimistic`, which preact/compat does not have, and falls back when
 * it is undefined (`useOptimisticSafe`): the bundler's IMPORT_IS_UNDEFINED warning for it is
 * expected, and on a first `npm start` it read as something broken (decision 049). Every other
 * log is printed.
 */
export function quietExpectedLogs(
  level: Rolldown.LogLevel,
  log: Rolldown.RolldownLog,
  handler: LogHandler,
) {
  if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`')) return
  handler(level, log)
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [preact(), tailwindcss(), reactRouterPure(), chunkContents()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: the chunks each route loads, read by scripts/check-js-budget.mjs.
    manifest: true,
    rolldownOptions: {
      onLog: quietExpectedLogs,
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs, in one file instead of a dozen small shared chunks: 0.9 KB
              // less gzipped JS for the store page, fewer requests, and a file that stays cached
              // across releases that change only our code.
              name: 'vendor',
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query)|zustand)[\\/]|preload-helper/,
              priority: 2,
            },
            {
              // The small modules the store shares with other pages (money, text, the API
              // client, the form field, the store's icons): one file instead of nine of a few
              // hundred bytes, each gzipped on its own. The store's JS: 126.1 KB -> 125.0 KB
              // (docs/decisions/007).
              name: 'shared',
              test: /src[\\/](domain[\\/](money|text|youtube|page-head)\.ts|web[\\/](lib[\\/](api-client|page-head)\.ts|components[\\/]ui[\\/]field\.tsx))|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](search|hammer|image-off)\.mjs/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // The origin same-origin.ts accepts in development (DEV_SERVER_ORIGIN): never another port.
    port: 5173,
    strictPort: true,
    // 127.0.0.1: where the server listens by default (HOST); 'localhost' may be tried as ::1 first.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // Written by the server from the database and PUBLIC_URL.
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
    },
  },
})
