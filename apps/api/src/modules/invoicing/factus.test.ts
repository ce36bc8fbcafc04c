import { cufeFieldsOf } from '@vitrina/core/dian-cufe'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { loadConfig } from '../../config'
import { startFakeFactus, type FakeFactus } from '../../test/fake-factus'
import { fiscalDocFor } from '../../test/factories/fiscal-documents'
import { freePort } from '../../test/free-port'
import { computeCude, computeCufe } from './cufe'
import { createFactusProvider } from './factus.adapter'
import { connectInvoicing, NOT_CONNECTED_REASON } from './invoicing-connection'
import { InvoicingRejectedError, InvoicingRetryableError, type InvoicingProvider } from './invoicing-provider'

const fake = await startFakeFactus({ tokenSeconds: 3600 })
afterAll(() => fake.close())

const providerFor = (f: FakeFactus, extra: { timeoutMs?: number; softwarePin?: string | undefined } = {}) =>
  createFactusProvider({
    apiBase: f.url,
    ...f.credentials,
    softwarePin: f.softwarePin,
    timeoutMs: 5_000,
    ...extra,
  })

let provider: InvoicingProvider
beforeEach(() => {
  provider = providerFor(fake)
})

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (err: unknown) => err,
  )

describe('issuing a factura electrónica through Factus', () => {
  test('the provider validates it and its CUFE is the one the store recomputes: emitida', async () => {
    const doc = fiscalDocFor(fake)
    const outcome = await provider.issueInvoice(doc)
    expect(outcome.status).toBe('emitida')
    if (outcome.status !== 'emitida') return
    expect(outcome.number).toBe(`SETP${doc.consecutive}`)
    expect(outcome.cufe).toMatch(/^[0-9a-f]{96}$/)
    expect(outcome.cufe).toBe(computeCufe(cufeFieldsOf(doc, outcome.issuedAt), doc.resolution.technical_key!))
    expect(outcome.qrUrl).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${outcome.cufe}`,
    )
    const stored = fake.documents.get(outcome.number)!
    expect(stored.totals.byRate).toEqual([
      { rate: 0.19, base: 100_672, tax: 19_128 },
      { rate: 0.05, base: 18_000, tax: 900 },
      { rate: 0, base: 12_600, tax: 0 },
    ])
  })

  test('a replayed document (same number) is the same document at the provider, not a second one', async () => {
    const doc = fiscalDocFor(fake)
    const first = await provider.issueInvoice(doc)
    const again = await provider.issueInvoice(doc)
    expect(again).toEqual(first)
    expect(
      [...fake.documents.values()].filter((d) => d.referenceCode === `SETP${doc.consecutive}`),
    ).toHaveLength(1)
  })

  test('a provider CUFE that differs from the recomputed one is a cufe_mismatch, never emitida', async () => {
    fake.misbehave('wrong_cufe')
    const outcome = await provider.issueInvoice(fiscalDocFor(fake))
    expect(outcome.status).toBe('cufe_mismatch')
    if (outcome.status === 'cufe_mismatch') expect(outcome.providerCufe).not.toBe(outcome.expectedCufe)
  })

  test('a number the provider gave differently from the store fails the check too', async () => {
    const doc = fiscalDocFor(fake, { consecutive: fake.ranges[0]!.current + 5 })
    expect((await provider.issueInvoice(doc)).status).toBe('cufe_mismatch')
  })

  test('a DIAN rejection is a typed, non-retryable error with the reason in Spanish', async () => {
    fake.misbehave('reject')
    const err = await rejectionOf(provider.issueInvoice(fiscalDocFor(fake)))
    expect(err).toBeInstanceOf(InvoicingRejectedError)
    const rejection = err as InvoicingRejectedError
    expect(rejection.retryable).toBe(false)
    expect(rejection.httpStatus).toBe(422)
    expect(rejection.reason).toMatch(/^La DIAN rechazó el documento/)
    expect(rejection.providerMessages[0]).toContain('FAK24')
  })

  test("the stand-in's own checks reach staff in words: a wrong NIT digit names the buyer's DV", async () => {
    const doc = fiscalDocFor(fake, {
      buyer: {
        document_type: 'NIT',
        number: '800197268',
        dv: '5',
        name: 'Comercial Andina S.A.S.',
        email: 'c@andina.co',
      },
    })
    const err = (await rejectionOf(provider.issueInvoice(doc))) as InvoicingRejectedError
    expect(err.reason).toContain('dígito de verificación (DV) del comprador')
  })

  test('a municipality the provider does not know is refused before sending', async () => {
    const doc = fiscalDocFor(fake, {
      buyer: {
        document_type: 'CC',
        number: '1020304050',
        name: 'Ana Pérez',
        email: 'ana@correo.co',
        municipality_code: '99999',
      },
    })
    const err = (await rejectionOf(provider.issueInvoice(doc))) as InvoicingRejectedError
    expect(err.reason).toContain('99999')
  })

  test('a 500 is retryable, and so is a provider that does not answer in time', async () => {
    fake.misbehave('error_500')
    const server = await rejectionOf(provider.issueInvoice(fiscalDocFor(fake)))
    expect(server).toBeInstanceOf(InvoicingRetryableError)
    expect((server as InvoicingRetryableError).kind).toBe('server')

    const impatient = providerFor(fake, { timeoutMs: 300 })
    fake.misbehave('slow', 1, 2_000)
    const slow = (await rejectionOf(impatient.issueInvoice(fiscalDocFor(fake)))) as InvoicingRetryableError
    expect(slow).toBeInstanceOf(InvoicingRetryableError)
    expect(slow.kind).toBe('timeout')
  })

  test('a provider that cannot be reached is retryable', async () => {
    const nobody = createFactusProvider({
      apiBase: `http://127.0.0.1:${await freePort()}`,
      ...fake.credentials,
    })
    const err = (await rejectionOf(nobody.issueInvoice(fiscalDocFor(fake)))) as InvoicingRetryableError
    expect(err.kind).toBe('network')
  })

  test('an exhausted numbering range is refused with the reason', async () => {
    const small = await startFakeFactus()
    small.ranges[0]!.to = small.ranges[0]!.current - 1
    const err = (await rejectionOf(
      providerFor(small).issueInvoice(fiscalDocFor(small)),
    )) as InvoicingRejectedError
    expect(err.reason).toContain('rango de numeración está agotado')
    await small.close()
  })
})

describe('the access token', () => {
  test('is kept between calls, renewed with the refresh token when it expires, and fetched again when revoked', async () => {
    const short = await startFakeFactus({ tokenSeconds: 60 }) // already inside the 60 s safety margin
    const p = providerFor(short)
    await p.issueInvoice(fiscalDocFor(short))
    expect((await p.issueInvoice(fiscalDocFor(short))).status).toBe('emitida')
    expect(short.grants[0]).toBe('password')
    expect(short.grants.slice(1).length).toBeGreaterThan(1)
    expect(new Set(short.grants.slice(1))).toEqual(new Set(['refresh_token']))

    const steady = await startFakeFactus()
    const q = providerFor(steady)
    await q.issueInvoice(fiscalDocFor(steady))
    await q.issueInvoice(fiscalDocFor(steady))
    expect(steady.grants).toEqual(['password'])
    steady.misbehave('expire_tokens')
    expect((await q.issueInvoice(fiscalDocFor(steady))).status).toBe('emitida')
    expect(steady.grants).toEqual(['password', 'refresh_token'])
    await Promise.all([short.close(), steady.close()])
  })

  test('wrong credentials are a rejection that names the variables, without their values', async () => {
    const p = createFactusProvider({ apiBase: fake.url, ...fake.credentials, password: 'not-the-password' })
    const err = (await rejectionOf(p.issueInvoice(fiscalDocFor(fake)))) as InvoicingRejectedError
    expect(err.reason).toContain('INVOICING_PASSWORD')
    expect(err.reason).not.toContain('not-the-password')
  })
})

describe('till sales, credit notes and files', () => {
  test('a till sale is issued on the POS range to the final consumer and checked the same way', async () => {
    const doc = fiscalDocFor(fake, { kind: 'pos', prefix: 'POS', buyer: { final_consumer: true } })
    const outcome = await provider.issuePos(doc)
    expect(outcome).toMatchObject({ status: 'emitida', number: `POS${doc.consecutive}` })
    expect(fake.documents.get(outcome.number)?.customerId).toBe('222222222222')
  })

  test('a credit note cites its invoice; its CUDE (software PIN) is checked; without the PIN it stays unverified', async () => {
    const invoice = await provider.issueInvoice(fiscalDocFor(fake))
    if (invoice.status !== 'emitida') return expect.fail(invoice.status)
    const lines = [
      {
        code: 'CAM-01',
        name: 'Camiseta básica',
        quantity: 1,
        tax_class: 'general' as const,
        tax_rate: 0.19,
        base: 50_336,
        tax: 9_564,
      },
    ]
    const reference = { number: invoice.number, cufe: invoice.cufe, issued_on: '2026-01-01' }
    const note = fiscalDocFor(fake, {
      kind: 'nota_credito',
      prefix: 'NC',
      lines,
      reference,
      reason: 'devolucion',
    })
    const outcome = await provider.issueCreditNote(note)
    expect(outcome).toMatchObject({ status: 'emitida', codeKind: 'CUDE' })
    if (outcome.status === 'emitida')
      expect(outcome.cufe).toBe(computeCude(cufeFieldsOf(note, outcome.issuedAt), fake.softwarePin))

    const blind = providerFor(fake, { softwarePin: undefined })
    const second = fiscalDocFor(fake, {
      kind: 'nota_credito',
      prefix: 'NC',
      lines,
      reference,
      reason: 'devolucion',
    })
    expect((await blind.issueCreditNote(second)).status).toBe('sin_verificar')
  })

  test('a credit note above what is left of the invoice is refused', async () => {
    const invoice = await provider.issueInvoice(fiscalDocFor(fake))
    if (invoice.status !== 'emitida') return expect.fail(invoice.status)
    const lines = [
      {
        code: 'X',
        name: 'Todo y más',
        quantity: 1,
        tax_class: 'general' as const,
        tax_rate: 0.19,
        base: 900_000,
        tax: 171_000,
      },
    ]
    const note = fiscalDocFor(fake, {
      kind: 'nota_credito',
      prefix: 'NC',
      lines,
      reason: 'anulacion',
      reference: { number: invoice.number, cufe: invoice.cufe, issued_on: '2026-01-01' },
    })
    const err = (await rejectionOf(provider.issueCreditNote(note))) as InvoicingRejectedError
    expect(err.reason).toContain('supera el saldo de la factura')
  })

  test('the PDF is a real PDF and the XML carries the CUFE', async () => {
    const invoice = await provider.issueInvoice(fiscalDocFor(fake))
    if (invoice.status !== 'emitida') return expect.fail(invoice.status)
    const pdf = await provider.fetchPdf('factura', invoice.providerReference)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.subarray(-6).toString()).toContain('%%EOF')
    const xml = (await provider.fetchXml('factura', invoice.providerReference)).toString()
    expect(xml).toContain(`<cbc:UUID schemeName="CUFE-SHA384">${invoice.cufe}</cbc:UUID>`)
  })
})

describe('the connection', () => {
  test('without INVOICING_* the store is not connected and says why; with them it is', () => {
    const bare = connectInvoicing(
      loadConfig({ DATA_DIR: '/tmp/vitrina-invoicing-test', JWT_SECRET: 'x'.repeat(40) }),
    )
    expect(bare).toEqual({ connected: false, reason: NOT_CONNECTED_REASON })
    const env = {
      DATA_DIR: '/tmp/vitrina-invoicing-test',
      JWT_SECRET: 'x'.repeat(40),
      INVOICING_PROVIDER: 'factus',
      INVOICING_API_BASE: fake.url,
      INVOICING_CLIENT_ID: fake.credentials.clientId,
      INVOICING_CLIENT_SECRET: fake.credentials.clientSecret,
      INVOICING_USERNAME: fake.credentials.username,
      INVOICING_PASSWORD: fake.credentials.password,
    }
    const connected = connectInvoicing(loadConfig(env))
    expect(connected.connected && connected.provider.name).toBe('Factus')
    expect(() => loadConfig({ ...env, INVOICING_PASSWORD: '' })).toThrow(/INVOICING_PROVIDER/)
  })
})
