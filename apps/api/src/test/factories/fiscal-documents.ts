import {
  fiscalDocumentSchema,
  type FiscalDocument,
  type FiscalDocumentInput,
} from '@vitrina/core/fiscal-document'
import { fiscalNumbering, fiscalProfile } from '../../db/schema'
import type { TestContext } from '../build-test-app'
import type { FakeFactus } from '../fake-factus'
import { FAKE_TECHNICAL_KEY } from '../fake-factus-ranges'

// Vitrina fiscal documents for the invoicing tests: a 19% shirt, a 5% good and an excluded good, numbered
// at the stand-in's next consecutive for the prefix, so the provider's number is the store's.

type Line = FiscalDocumentInput['lines'][number]
const line = (
  code: string,
  name: string,
  quantity: number,
  unitBase: number,
  rate: number,
  tax_class: Line['tax_class'],
): Line => ({
  code,
  name,
  quantity,
  tax_class,
  tax_rate: rate,
  base: unitBase * quantity,
  tax: Math.round(unitBase * quantity * rate),
})

export const SAMPLE_LINES: Line[] = [
  line('CAM-01', 'Camiseta básica', 2, 50_336, 0.19, 'general'),
  line('CAF-01', 'Café molido 500 g', 1, 18_000, 0.05, 'reducido'),
  line('ARR-01', 'Arroz 1 kg', 3, 4_200, 0, 'excluido'),
]

/** Totals per rate of some lines, each rate's IVA rounded once. */
export function totalsOf(lines: Line[]): FiscalDocumentInput['totals'] {
  const rates = [...new Set(lines.map((l) => l.tax_rate))]
  const by_rate = rates.map((rate) => {
    const base = lines.filter((l) => l.tax_rate === rate).reduce((s, l) => s + l.base, 0)
    return { rate, base, tax: lines.filter((l) => l.tax_rate === rate).reduce((s, l) => s + l.tax, 0) }
  })
  const base = by_rate.reduce((s, r) => s + r.base, 0)
  const tax = by_rate.reduce((s, r) => s + r.tax, 0)
  return { by_rate, base, tax, total: base + tax }
}

export function fiscalDocFor(fake: FakeFactus, overrides: Partial<FiscalDocumentInput> = {}): FiscalDocument {
  const prefix = overrides.prefix ?? 'SETP'
  const range = fake.ranges.find((r) => r.prefix === prefix)
  const lines = overrides.lines ?? SAMPLE_LINES
  return fiscalDocumentSchema.parse({
    kind: 'factura',
    prefix,
    consecutive: range?.current ?? 1,
    issued_at: new Date().toISOString(),
    environment: 'pruebas',
    resolution: range?.technical_key
      ? { number: range.resolution_number, technical_key: range.technical_key }
      : range
        ? {}
        : { number: '18760000001', technical_key: FAKE_TECHNICAL_KEY },
    seller: {
      nit: fake.company.nit,
      dv: fake.company.dv,
      name: fake.company.name,
      address: 'Calle 10 # 3-13',
      municipality_code: '68679',
    },
    buyer: {
      document_type: 'NIT',
      number: '800197268',
      dv: '4',
      name: 'Comercial Andina S.A.S.',
      email: 'compras@andina.co',
      municipality_code: '05001',
    },
    lines,
    totals: totalsOf(lines),
    payment_method: 'tarjeta',
    ...overrides,
  })
}

/**
 * The store's fiscal profile as the stand-in's company, with the stand-in's ranges as its numbering (the
 * provider numbers each document from its range, so the store's next number is the range's).
 */
export async function seedFiscalProfile(ctx: TestContext, fake: FakeFactus): Promise<void> {
  await ctx.app.db.insert(fiscalProfile).values({
    legal_name: fake.company.name,
    nit: fake.company.nit,
    dv: fake.company.dv,
    regime: '48',
    responsibilities: ['R-99-PN'],
    municipality_code: '68679',
    address: 'Calle 10 # 3-13',
    environment: 'pruebas',
  })
  const kinds = { SETP: 'factura', POS: 'pos', NC: 'nota_credito' } as const
  for (const range of fake.ranges) {
    const kind = kinds[range.prefix as keyof typeof kinds]
    if (!kind) continue
    await ctx.app.db.insert(fiscalNumbering).values({
      kind,
      resolution_number: range.resolution_number || null,
      prefix: range.prefix,
      range_from: range.from,
      range_to: range.to,
      valid_from: '2019-01-19',
      valid_to: range.end_date,
      technical_key: range.technical_key,
      next_number: range.current,
    })
  }
}

/** The environment that points the store's invoicing at `fake`. */
export const invoicingEnv = (fake: FakeFactus) => ({
  INVOICING_PROVIDER: 'factus',
  INVOICING_API_BASE: fake.url,
  INVOICING_CLIENT_ID: fake.credentials.clientId,
  INVOICING_CLIENT_SECRET: fake.credentials.clientSecret,
  INVOICING_USERNAME: fake.credentials.username,
  INVOICING_PASSWORD: fake.credentials.password,
  INVOICING_SOFTWARE_PIN: fake.softwarePin,
})
