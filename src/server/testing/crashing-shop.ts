import { inRequest } from '#server/logging/logger.ts'

/**
 * The shop as `npm start` runs it (main.ts, one process on PGlite), then an error that nothing
 * catches, thrown inside a request: what stop-on-crash.test.ts watches the process do with it.
 * main.ts's top-level await ends once the shop listens.
 */
await import('#server/main.ts')
inRequest('pedido-com-erro', () => {
  setImmediate(() => {
    throw new Error('falha de teste fora de qualquer try')
  })
})
