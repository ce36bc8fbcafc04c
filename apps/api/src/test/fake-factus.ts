import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { bogotaDateTime, dianConsultationUrl } from '@vitrina/core/dian-cufe'
import { computeCufe } from '../modules/invoicing/cufe'
import { formatFactusTime } from '../modules/invoicing/factus.mapping'
import { checkCustomer, checkItems, type CheckedTotals, type FieldErrors } from './fake-factus-checks'
import { documentPdf, documentXml, type StoredDocument } from './fake-factus-files'
import { FAKE_MUNICIPALITIES } from './fake-factus-municipalities'
import { defaultRanges, takeNumber, type FakeRange } from './fake-factus-ranges'

/**
 * A local stand-in for Factus' API v1 (docs/decisions/033-electronic-invoicing-provider.md#stand-in): the
 * OAuth2 password and refresh grants, numbering ranges, municipalities, bills and credit notes validated
 * with the checks of fake-factus-checks.ts, show, and PDF/XML downloads. It numbers documents from its
 * ranges as Factus does and computes the CUFE (clave técnica) and the CUDE (software PIN) as the DIAN's
 * annex defines them. Test-only: `POST /__control` { mode, times?, delay_ms? } (or `misbehave()`) makes
 * the next document validations answer a wrong CUFE, a 500, slowly, or with a DIAN rejection, and
 * `expire_tokens` revokes every access token.
 */
export type Misbehaviour = 'wrong_cufe' | 'error_500' | 'slow' | 'reject' | 'expire_tokens'
export interface FakeFactusOptions {
  ranges?: FakeRange[]
  softwarePin?: string
  environment?: 'pruebas' | 'produccion'
  tokenSeconds?: number
  /** 0 (a free port) unless given, e.g. by `npm run fake:invoicing -- --port N`. */
  port?: number
}
export interface FakeFactus {
  url: string
  credentials: { clientId: string; clientSecret: string; username: string; password: string }
  company: { nit: string; dv: string; name: string }
  softwarePin: string
  ranges: FakeRange[]
  documents: Map<string, StoredDocument>
  /** Every call as 'METHOD /path', and every token grant by type. */
  calls: string[]
  grants: string[]
  misbehave(mode: Misbehaviour, times?: number, delayMs?: number): void
  close(): Promise<void>
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
const invalid = (res: ServerResponse, errors: FieldErrors) =>
  json(res, 422, { status: 'Validation error', message: 'Error de validación', data: { errors } })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startFakeFactus(options: FakeFactusOptions = {}): Promise<FakeFactus> {
  const secret = () => randomBytes(12).toString('hex')
  const tokens = new Map<string, number>()
  const refreshTokens = new Set<string>()
  const byReference = new Map<string, StoredDocument>()
  const queue: { mode: Misbehaviour; delayMs: number }[] = []
  const environment = options.environment ?? 'pruebas'
  let nextId = 1
  const fake: FakeFactus = {
    url: '',
    credentials: {
      clientId: secret(),
      clientSecret: secret(),
      username: 'tienda@vitrina.test',
      password: secret(),
    },
    company: { nit: '900825759', dv: '7', name: 'Tienda de prueba S.A.S.' },
    softwarePin: options.softwarePin ?? '12345',
    ranges: options.ranges ?? defaultRanges(),
    documents: new Map(),
    calls: [],
    grants: [],
    misbehave(mode, times = 1, delayMs = 0) {
      if (mode === 'expire_tokens') return tokens.clear()
      for (let i = 0; i < times; i++) queue.push({ mode, delayMs })
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }

  function oauth(res: ServerResponse, form: URLSearchParams) {
    const { clientId, clientSecret, username, password } = fake.credentials
    const grant = form.get('grant_type') ?? ''
    fake.grants.push(grant)
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
      return json(res, 401, { error: 'invalid_client', message: 'Client authentication failed' })
    const ok =
      (grant === 'password' && form.get('username') === username && form.get('password') === password) ||
      (grant === 'refresh_token' && refreshTokens.delete(form.get('refresh_token') ?? ''))
    if (!ok)
      return json(res, 400, { error: 'invalid_grant', message: 'The user credentials were incorrect.' })
    const access = secret()
    const refresh = secret()
    const seconds = options.tokenSeconds ?? 3600
    tokens.set(access, Date.now() + seconds * 1000)
    refreshTokens.add(refresh)
    json(res, 200, {
      token_type: 'Bearer',
      expires_in: seconds,
      access_token: access,
      refresh_token: refresh,
    })
  }

  function issue(
    kind: StoredDocument['kind'],
    body: Record<string, unknown>,
    totals: CheckedTotals,
    number: string,
    customer: { id: string; name: string },
    key: string,
    billId?: number,
  ): StoredDocument {
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000)
    const fields = {
      number,
      ...bogotaDateTime(issuedAt),
      base: totals.base,
      iva: totals.tax,
      inc: 0,
      ica: 0,
      total: totals.total,
      sellerNit: fake.company.nit,
      buyerId: customer.id,
      environment,
    }
    const code = computeCufe(fields, key)
    const doc: StoredDocument = {
      id: nextId++,
      kind,
      number,
      referenceCode: String(body.reference_code),
      code,
      createdAt: formatFactusTime(issuedAt),
      issuedAt,
      qr: dianConsultationUrl(code, environment),
      customerName: customer.name,
      customerId: customer.id,
      totals,
      ...(billId ? { billId } : {}),
    }
    fake.documents.set(number, doc)
    byReference.set(`${kind}:${doc.referenceCode}`, doc)
    return doc
  }

  const view = (doc: StoredDocument, code = doc.code) => ({
    id: doc.id,
    number: doc.number,
    reference_code: doc.referenceCode,
    status: 1,
    qr: doc.qr,
    [doc.kind === 'bill' ? 'cufe' : 'cude']: code,
    validated: doc.createdAt,
    created_at: doc.createdAt,
    gross_value: doc.totals.base.toFixed(2),
    taxable_amount: doc.totals.base.toFixed(2),
    tax_amount: doc.totals.tax.toFixed(2),
    total: doc.totals.total.toFixed(2),
    errors: [],
  })

  function answer(res: ServerResponse, doc: StoredDocument, status: number, misbehaviour?: Misbehaviour) {
    const code = misbehaviour === 'wrong_cufe' ? randomBytes(48).toString('hex') : doc.code
    json(res, status, {
      status: status === 201 ? 'Created' : 'OK',
      message: `Documento con el código de referencia ${doc.referenceCode} registrado y validado con éxito`,
      data: {
        company: { nit: fake.company.nit, dv: fake.company.dv, company: fake.company.name },
        [doc.kind]: view(doc, code),
      },
    })
  }

  async function validate(res: ServerResponse, kind: StoredDocument['kind'], body: Record<string, unknown>) {
    const trouble = queue.shift()
    if (trouble?.mode === 'slow' || trouble?.delayMs) await sleep(trouble.delayMs || 60_000)
    if (trouble?.mode === 'error_500') return json(res, 500, { message: 'Server Error' })
    if (trouble?.mode === 'reject')
      return invalid(res, {
        'customer.identification': [
          'Regla: FAK24, Rechazo: No está informado el documento del adquiriente en el RUT.',
        ],
      })
    const errors: FieldErrors = {}
    if (typeof body.reference_code !== 'string' || !body.reference_code)
      errors.reference_code = ['El campo reference_code es obligatorio.']
    const existing = byReference.get(`${kind}:${String(body.reference_code)}`)
    if (existing) return answer(res, existing, 200, trouble?.mode)
    if (String(body.observation ?? '').length > 250)
      errors.observation = ['La observación no debe tener más de 250 caracteres.']
    const bill =
      kind === 'credit_note'
        ? [...fake.documents.values()].find((d) => d.kind === 'bill' && d.id === body.bill_id)
        : undefined
    if (kind === 'bill') checkCustomer(body.customer, new Set(FAKE_MUNICIPALITIES.map((m) => m.id)), errors)
    else if (!bill) errors.bill_id = ['La factura a la que se refiere la nota crédito no existe.']
    const totals = checkItems(body.items, errors)
    if (bill && totals) {
      const credited = [...fake.documents.values()]
        .filter((d) => d.billId === bill.id)
        .reduce((s, d) => s + d.totals.total, 0)
      if (credited + totals.total > bill.totals.total)
        errors.items = ['El valor de la nota crédito supera el saldo de la factura.']
    }
    const wanted = kind === 'bill' ? 'Factura de Venta' : 'Nota Crédito'
    const range = fake.ranges.find((r) => r.id === Number(body.numbering_range_id) && r.document === wanted)
    if (Object.keys(errors).length || !totals) return invalid(res, errors)
    const number = takeNumber(range, errors)
    if (!number || !range) return invalid(res, errors)
    const customer = (bill ? { id: bill.customerId, name: bill.customerName } : body.customer) as Record<
      string,
      string
    >
    const buyer = {
      id: String(customer.identification ?? customer.id),
      name: String(customer.company || customer.names || customer.name),
    }
    const key = kind === 'bill' ? (range.technical_key ?? '') : fake.softwarePin
    answer(res, issue(kind, body, totals, number, buyer, key, bill?.id), 201, trouble?.mode)
  }

  async function download(res: ServerResponse, number: string, format: string) {
    const doc = fake.documents.get(number)
    if (!doc) return json(res, 404, { status: 'Not Found', message: 'Documento no encontrado' })
    const file = format === 'pdf' ? await documentPdf(doc, fake.company.name) : documentXml(doc)
    json(res, 200, {
      status: 'OK',
      message: 'Solicitud exitosa',
      data: {
        file_name: `${doc.kind === 'bill' ? 'fv' : 'nc'}${fake.company.nit}${doc.number}`,
        [`${format}_base_64_encoded`]: file.toString('base64'),
      },
    })
  }

  async function route(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    fake.calls.push(`${req.method} ${path}`)
    if (req.method === 'POST' && path === '/oauth/token') return oauth(res, new URLSearchParams(raw))
    const body = (() => {
      try {
        return JSON.parse(raw || '{}') as Record<string, unknown>
      } catch {
        return {}
      }
    })()
    if (req.method === 'POST' && path === '/__control') {
      fake.misbehave(body.mode as Misbehaviour, Number(body.times ?? 1), Number(body.delay_ms ?? 0))
      return json(res, 200, { status: 'OK', pending: queue.length })
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if ((tokens.get(bearer) ?? 0) < Date.now()) return json(res, 401, { message: 'Unauthenticated.' })
    if (req.method === 'GET' && path === '/v1/numbering-ranges')
      return json(res, 200, {
        status: 'OK',
        message: 'Solicitud exitosa',
        data: fake.ranges.map((r) => ({ ...r, is_active: 1 })),
      })
    if (req.method === 'GET' && path === '/v1/municipalities')
      return json(res, 200, { status: 'OK', message: 'Solicitud exitosa', data: FAKE_MUNICIPALITIES })
    if (req.method === 'POST' && path === '/v1/bills/validate') return validate(res, 'bill', body)
    if (req.method === 'POST' && path === '/v1/credit-notes/validate')
      return validate(res, 'credit_note', body)
    const show = /^\/v1\/bills\/show\/([\w-]+)$/.exec(path)
    const shown = show ? fake.documents.get(show[1]!) : undefined
    if (req.method === 'GET' && shown?.kind === 'bill')
      return json(res, 200, { status: 'OK', data: { bill: view(shown) } })
    const file = /^\/v1\/(bills|credit-notes)\/download-(pdf|xml)\/([\w-]+)$/.exec(path)
    if (req.method === 'GET' && file) return download(res, file[3]!, file[2]!)
    json(res, 404, { status: 'Not Found', message: 'Recurso no encontrado' })
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on(
      'end',
      () =>
        void route(req, res, Buffer.concat(chunks).toString()).catch(() =>
          json(res, 500, { message: 'Server Error' }),
        ),
    )
  })
  return new Promise((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      resolve(fake)
    }),
  )
}
