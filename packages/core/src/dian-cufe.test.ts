import { describe, expect, test } from 'vitest'
import { bogotaDateTime, cufeFieldsOf, cufeSeed, dianAmount, dianConsultationUrl } from './dian-cufe'
import { fiscalDocumentSchema } from './fiscal-document'

describe('the string the CUFE hashes (Anexo Técnico v1.9 §11.2)', () => {
  test("is the annex's composition of its worked example", () => {
    const seed = cufeSeed(
      {
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
      },
      '693ff6f2a553c3646a063436fd4dd9ded0311471',
    )
    expect(seed).toBe(
      '3232000001292019-01-1610:53:10-05:001500000.0001285000.00040.00030.001785000.00700085371800199436693ff6f2a553c3646a063436fd4dd9ded03114711',
    )
  })

  test('amounts have two decimals and a dot, truncated, never rounded', () => {
    expect(dianAmount(0)).toBe('0.00')
    expect(dianAmount(59_900)).toBe('59900.00')
    expect(dianAmount(262.569)).toBe('262.56')
    expect(dianAmount(8.28)).toBe('8.28')
    expect(() => dianAmount(-1)).toThrow(RangeError)
  })

  test('date and time are Bogotá time with the -05:00 offset, whatever the server clock', () => {
    expect(bogotaDateTime(new Date('2026-03-01T03:04:05Z'))).toEqual({
      date: '2026-02-28',
      time: '22:04:05-05:00',
    })
    expect(bogotaDateTime(new Date('2026-07-15T17:00:00Z'))).toEqual({
      date: '2026-07-15',
      time: '12:00:00-05:00',
    })
  })

  test('a Vitrina document gives its number, totals, NIT and the final consumer identification', () => {
    const doc = fiscalDocumentSchema.parse({
      kind: 'pos',
      prefix: 'POS',
      consecutive: 17,
      issued_at: '2026-03-01T15:00:00Z',
      environment: 'pruebas',
      resolution: { number: '1876', technical_key: 'k' },
      seller: { nit: '900825759', dv: '7', name: 'Tienda', address: 'Calle 1', municipality_code: '11001' },
      buyer: { final_consumer: true },
      lines: [
        { code: 'A', name: 'A', quantity: 1, tax_class: 'general', tax_rate: 0.19, base: 1000, tax: 190 },
      ],
      totals: { by_rate: [{ rate: 0.19, base: 1000, tax: 190 }], base: 1000, tax: 190, total: 1190 },
    })
    expect(cufeFieldsOf(doc, new Date('2026-03-01T15:00:00Z'))).toMatchObject({
      number: 'POS17',
      date: '2026-03-01',
      time: '10:00:00-05:00',
      base: 1000,
      iva: 190,
      total: 1190,
      sellerNit: '900825759',
      buyerId: '222222222222',
    })
  })

  test('the QR points at the DIAN consultation page of its environment', () => {
    const cufe = 'a'.repeat(96)
    expect(dianConsultationUrl(cufe, 'produccion')).toBe(
      `https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=${cufe}`,
    )
    expect(dianConsultationUrl(cufe, 'pruebas')).toBe(
      `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${cufe}`,
    )
  })
})
