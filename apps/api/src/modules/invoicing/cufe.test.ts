import type { CufeFields } from '@vitrina/core/dian-cufe'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { computeCude, computeCufe, sameCode } from './cufe'

// docs/decisions/033-electronic-invoicing-provider.md#cufe: the annex's own worked examples, then properties.

const annexInvoice: CufeFields = {
  number: '323200000129',
  date: '2019-01-16',
  time: '10:53:10-05:00',
  base: 1_500_000,
  iva: 285_000,
  inc: 0,
  ica: 0,
  total: 1_785_000,
  sellerNit: '700085371',
  buyerId: '800199436',
  environment: 'produccion',
}

describe('the CUFE and CUDE of the DIAN annex (Anexo Técnico v1.9 §11.2, §11.4)', () => {
  test('the worked invoice example gives the published CUFE', () => {
    expect(computeCufe(annexInvoice, '693ff6f2a553c3646a063436fd4dd9ded0311471')).toBe(
      '8bb918b19ba22a694f1da11c643b5e9de39adf60311cf179179e9b33381030bcd4c3c3f156c506ed5908f9276f5bd9b4',
    )
  })

  test('the worked credit note example gives the published CUDE (software PIN in place of the clave técnica)', () => {
    const note: CufeFields = {
      ...annexInvoice,
      number: '8110007871',
      date: '2019-01-12',
      time: '07:00:00-05:00',
      base: 5000,
      iva: 950,
      total: 5950,
      sellerNit: '900373076',
      buyerId: '8355990',
    }
    expect(computeCude(note, '12301')).toBe(
      '907e4444decc9e59c160a2fb3b6659b33dc5b632a5008922b9a62f83f757b1c448e47f5867f2b50dbdb96f48c7681168',
    )
  })

  test('the contingency example with decimals and ICA, in pruebas, gives its published CUDE', () => {
    const contingency: CufeFields = {
      number: '8110007871',
      date: '2019-02-20',
      time: '16:46:55-05:00',
      base: 235.28,
      iva: 19,
      inc: 0,
      ica: 8.28,
      total: 262.56,
      sellerNit: '900373076',
      buyerId: '8355990',
      environment: 'pruebas',
    }
    expect(computeCude(contingency, '12345')).toBe(
      '955327eb55f8bdf16d069358a063d87e1577a292cb088ec186ed60bbc38e750b7b3980659b278ead789b95f9c51a9ef7',
    )
  })
})

const fieldsArbitrary: fc.Arbitrary<CufeFields> = fc.record({
  number: fc.stringMatching(/^[A-Z]{0,4}[1-9]\d{0,9}$/),
  date: fc
    .date({ min: new Date('2019-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  time: fc
    .tuple(fc.nat(23), fc.nat(59), fc.nat(59))
    .map((t) => `${t.map((n) => String(n).padStart(2, '0')).join(':')}-05:00`),
  base: fc.nat(1_000_000_000),
  iva: fc.nat(190_000_000),
  inc: fc.constant(0),
  ica: fc.constant(0),
  total: fc.nat(1_190_000_000),
  sellerNit: fc.stringMatching(/^[1-9]\d{8}$/),
  buyerId: fc.stringMatching(/^[1-9]\d{5,11}$/),
  environment: fc.constantFrom('pruebas' as const, 'produccion' as const),
})
const keyArbitrary = fc.stringMatching(/^[0-9a-f]{40}$/)

describe('CUFE properties', () => {
  test('deterministic, 96 lower-case hex characters', () => {
    fc.assert(
      fc.property(fieldsArbitrary, keyArbitrary, (fields, key) => {
        const cufe = computeCufe(fields, key)
        expect(cufe).toMatch(/^[0-9a-f]{96}$/)
        expect(computeCufe({ ...fields }, key)).toBe(cufe)
      }),
    )
  })

  test('changes when any one field, the key or the environment changes', () => {
    const changed = (fields: CufeFields): CufeFields[] => [
      { ...fields, number: `${fields.number}1` },
      { ...fields, date: fields.date === '2020-01-01' ? '2020-01-02' : '2020-01-01' },
      { ...fields, time: fields.time === '00:00:00-05:00' ? '00:00:01-05:00' : '00:00:00-05:00' },
      { ...fields, base: fields.base + 1 },
      { ...fields, iva: fields.iva + 1 },
      { ...fields, inc: fields.inc + 1 },
      { ...fields, ica: fields.ica + 1 },
      { ...fields, total: fields.total + 1 },
      { ...fields, sellerNit: `${fields.sellerNit}0` },
      { ...fields, buyerId: `${fields.buyerId}0` },
      { ...fields, environment: fields.environment === 'pruebas' ? 'produccion' : 'pruebas' },
    ]
    fc.assert(
      fc.property(fieldsArbitrary, keyArbitrary, keyArbitrary, (fields, key, otherKey) => {
        const cufe = computeCufe(fields, key)
        for (const other of changed(fields)) expect(computeCufe(other, key)).not.toBe(cufe)
        if (otherKey !== key) expect(computeCufe(fields, otherKey)).not.toBe(cufe)
      }),
    )
  })

  test('codes compare without regard to case', () => {
    fc.assert(
      fc.property(fieldsArbitrary, keyArbitrary, (fields, key) => {
        const cufe = computeCufe(fields, key)
        expect(sameCode(cufe.toUpperCase(), cufe)).toBe(true)
        expect(sameCode(cufe, computeCufe({ ...fields, total: fields.total + 1 }, key))).toBe(false)
      }),
    )
  })
})
