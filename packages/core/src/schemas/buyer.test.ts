import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { nitCheckDigit } from '../nit'
import { buyerDocumentLabel, buyerInputSchema } from './buyer'

const issues = (input: unknown) => {
  const parsed = buyerInputSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])
}

const company = {
  document_type: 'NIT',
  document_number: '800197268',
  dv: '4',
  name: 'DIAN',
  email: 'F@Dian.gov.co',
}

describe('buyerInputSchema', () => {
  test('the final consumer', () => {
    expect(buyerInputSchema.parse({ final_consumer: true })).toEqual({ final_consumer: true })
  })

  test('a company with its NIT and a valid DV; the e-mail is lower-cased, the number loses its dots', () => {
    expect(buyerInputSchema.parse({ ...company, document_number: '800.197.268', dv: 4 })).toEqual({
      document_type: 'NIT',
      document_number: '800197268',
      dv: '4',
      name: 'DIAN',
      email: 'f@dian.gov.co',
    })
  })

  test('a wrong DV is refused on the dv field in Spanish', () => {
    expect(issues({ ...company, dv: '5' })).toEqual([
      ['dv', 'El dígito de verificación no corresponde al NIT. Revisa el número y el DV.'],
    ])
    expect(issues({ ...company, dv: undefined })[0]?.[0]).toBe('dv')
  })

  test('a person with a cédula; the DV belongs to the NIT only', () => {
    const person = { document_type: 'CC', document_number: '1020304050', name: 'Ana', email: 'ana@x.co' }
    expect(buyerInputSchema.parse(person)).toMatchObject({ document_type: 'CC', dv: null })
    expect(issues({ ...person, dv: '3' })).toEqual([['dv', 'El dígito de verificación solo aplica al NIT.']])
  })

  test.each([
    ['CC', '12', false],
    ['CC', '12345678901', false],
    ['CC', '1234', true],
    ['NIT', '80019726', false],
    ['TI', '123456789', false],
    ['TI', '1234567890', true],
    ['PP', 'ab12345', true],
    ['PP', 'AB-123', false],
    ['PEP', '12345', false],
    ['DE', 'X-99', true],
    ['CE', '12a45', false],
  ])('%s %s is %s', (type, number, ok) => {
    const input = { document_type: type, document_number: number, name: 'N', email: 'n@x.co' }
    const dv = type === 'NIT' ? { dv: '0' } : {}
    const found = issues({ ...input, ...dv }).filter(([path]) => path === 'document_number')
    expect(found.length === 0).toBe(ok)
  })

  test('missing pieces are named', () => {
    expect(issues({}).map(([p]) => p)).toEqual(['document_type'])
    expect(issues({ document_type: 'CC' }).map(([p]) => p)).toEqual(['document_number', 'name', 'email'])
    expect(issues({ final_consumer: true, name: 'X' }).map(([p]) => p)).toEqual(['final_consumer'])
    expect(issues({ ...company, extra: 1 }).length).toBe(1)
  })

  test('every 9-digit NIT with its computed DV passes, every other DV fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{8}$/), fc.integer({ min: 0, max: 9 }), (nit, dv) => {
        const ok = buyerInputSchema.safeParse({ ...company, document_number: nit, dv }).success
        expect(ok).toBe(dv === nitCheckDigit(nit))
      }),
    )
  })

  test('labels', () => {
    expect(buyerDocumentLabel({ final_consumer: true })).toBe('Consumidor final')
    expect(buyerDocumentLabel(buyerInputSchema.parse(company))).toBe('NIT 800197268-4')
  })
})
