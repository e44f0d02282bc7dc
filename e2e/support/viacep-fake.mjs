// A stand-in for ViaCEP during end-to-end tests (no internet here): knows one CEP.
import { createServer } from 'node:http'

const PORT = Number(process.argv[2] ?? 3198)
const KNOWN = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
}

createServer((req, res) => {
  const cep = /^\/ws\/(\d{8})\/json\/$/.exec(req.url ?? '')?.[1]
  if (req.url === '/health') return res.end('ok')
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(cep && KNOWN[cep] ? KNOWN[cep] : { erro: true }))
}).listen(PORT, '127.0.0.1')
