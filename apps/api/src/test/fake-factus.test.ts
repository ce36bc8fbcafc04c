import { afterAll, describe, expect, test } from 'vitest'
import { startFakeFactus } from './fake-factus'

// The stand-in checks what it receives as Factus and the DIAN would, answering Factus' 422 shape.

const fake = await startFakeFactus()
afterAll(() => fake.close())

async function token(): Promise<string> {
  const { clientId, clientSecret, username, password } = fake.credentials
  const res = await fetch(`${fake.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: clientId,
      client_secret: clientSecret,
      username,
      password,
    }),
  })
  return ((await res.json()) as { access_token: string }).access_token
}
const bearer = await token()
const post = async (path: string, body: unknown, auth = bearer) => {
  const res = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${auth}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { data?: { errors?: Record<string, string[]> } } }
}

const item = {
  code_reference: 'A',
  name: 'Camiseta',
  quantity: 1,
  discount_rate: 0,
  price: 59_900,
  tax_rate: '19.00',
  unit_measure_id: 70,
  standard_code_id: 1,
  is_excluded: 0,
  tribute_id: 1,
  withholding_taxes: [],
}
const customer = {
  identification: '800197268',
  dv: '4',
  company: 'Comercial Andina S.A.S.',
  email: 'c@andina.co',
  legal_organization_id: 1,
  tribute_id: 21,
  identification_document_id: 6,
  municipality_id: 100,
}
const bill = (over: Record<string, unknown> = {}) => ({
  numbering_range_id: 8,
  reference_code: `R-${Math.random()}`,
  observation: '',
  customer,
  items: [item],
  ...over,
})
const fieldsOf = async (body: unknown) =>
  Object.keys((await post('/v1/bills/validate', body)).body.data?.errors ?? {})

describe('the Factus stand-in', () => {
  test('a correct bill is numbered from its range and answered 201 with a CUFE', async () => {
    const { status, body } = await post('/v1/bills/validate', bill())
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      bill: { number: expect.stringMatching(/^SETP99\d{7}$/), cufe: expect.stringMatching(/^[0-9a-f]{96}$/) },
    })
  })

  test("refuses the buyer's wrong DV, a NIT written with its digit, an unknown municipality and a missing razón social", async () => {
    expect(await fieldsOf(bill({ customer: { ...customer, dv: '5' } }))).toEqual(['customer.dv'])
    expect(await fieldsOf(bill({ customer: { ...customer, identification: '800197268-4' } }))).toEqual([
      'customer.identification',
    ])
    expect(await fieldsOf(bill({ customer: { ...customer, municipality_id: 1 } }))).toEqual([
      'customer.municipality_id',
    ])
    expect(await fieldsOf(bill({ customer: { ...customer, company: '' } }))).toEqual(['customer.company'])
    expect(await fieldsOf(bill({ reference_code: '' }))).toEqual(['reference_code'])
  })

  test('refuses IVA rates Colombia does not have, excluded goods with a rate, prices past cents and zero quantities', async () => {
    expect(await fieldsOf(bill({ items: [{ ...item, tax_rate: '12.00' }] }))).toEqual(['items.0.tax_rate'])
    expect(await fieldsOf(bill({ items: [{ ...item, is_excluded: 1 }] }))).toEqual(['items.0.tax_rate'])
    expect(await fieldsOf(bill({ items: [{ ...item, price: 10.005 }] }))).toEqual(['items.0.price'])
    expect(await fieldsOf(bill({ items: [{ ...item, quantity: 0 }] }))).toEqual(['items.0.quantity'])
    expect(await fieldsOf(bill({ items: [] }))).toEqual(['items'])
  })

  test('refuses a number outside its range and a resolution past its date', async () => {
    const range = fake.ranges.find((r) => r.prefix === 'POS')!
    const saved = { ...range }
    range.current = range.to + 1
    expect(await fieldsOf(bill({ numbering_range_id: range.id }))).toEqual(['numbering_range_id'])
    Object.assign(range, saved, { end_date: '2020-01-01' })
    const { body } = await post('/v1/bills/validate', bill({ numbering_range_id: range.id }))
    expect(body.data?.errors?.numbering_range_id).toEqual([
      'La resolución del rango de numeración está vencida.',
    ])
    Object.assign(range, saved)
  })

  test('asks for a valid token and can be told to fail through its test-only control endpoint', async () => {
    expect((await post('/v1/bills/validate', bill(), 'not-a-token')).status).toBe(401)
    await post('/__control', { mode: 'error_500' }, '')
    expect((await post('/v1/bills/validate', bill())).status).toBe(500)
    expect((await post('/v1/bills/validate', bill())).status).toBe(201)
  })
})
