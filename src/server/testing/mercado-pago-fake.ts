import { MockAgent, getGlobalDispatcher, setGlobalDispatcher, type Dispatcher } from 'undici'
import { afterAll, afterEach, beforeAll } from 'vitest'

const MERCADO_PAGO_API = 'https://api.mercadopago.com'

export const MP_TEST_ENV = {
  MP_ACCESS_TOKEN: 'TEST-123-token',
  MP_PUBLIC_KEY: 'TEST-public-key',
  MP_WEBHOOK_SECRET: 'segredo',
  PUBLIC_URL: 'https://loja.example.com.br',
}

/**
 * Answers Mercado Pago's API locally for one test file. The SDK calls the global fetch
 * (node_modules/mercadopago/dist/utils/restClient), which is undici's: a MockAgent set as the global
 * dispatcher intercepts it, and refuses any request a test did not plan (no network).
 */
export function useMercadoPagoFake() {
  const stub = { agent: undefined as unknown as MockAgent }
  let previous: Dispatcher
  beforeAll(() => {
    previous = getGlobalDispatcher()
    stub.agent = new MockAgent()
    stub.agent.disableNetConnect()
    setGlobalDispatcher(stub.agent)
  })
  afterEach(() => stub.agent.assertNoPendingInterceptors())
  afterAll(async () => {
    setGlobalDispatcher(previous)
    await stub.agent.close()
  })
  return {
    api: () => stub.agent.get(MERCADO_PAGO_API),
  }
}
