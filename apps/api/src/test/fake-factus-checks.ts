import { nitCheckDigit } from '@vitrina/core/nit'

// What the Factus stand-in checks in a bill or credit note before it "validates" it, as strictly as the
// provider and the DIAN would (docs/decisions/033-electronic-invoicing-provider.md#stand-in): required
// fields, the buyer's document shape and NIT check digit, the municipality, the items' prices and IVA
// rates, and the totals per rate, each rate's IVA rounded once in whole pesos.

export type FieldErrors = Record<string, string[]>

export interface RateTotal {
  rate: number
  base: number
  tax: number
}
export interface CheckedTotals {
  byRate: RateTotal[]
  base: number
  tax: number
  total: number
}

interface Item {
  code_reference?: unknown
  name?: unknown
  quantity?: unknown
  price?: unknown
  tax_rate?: unknown
  is_excluded?: unknown
  unit_measure_id?: unknown
  standard_code_id?: unknown
  tribute_id?: unknown
  discount_rate?: unknown
}

/** Factus' identification document ids that take a NIT-like number (digits only). */
const NUMERIC_DOCUMENTS = new Set([1, 2, 3, 4, 5, 6, 10, 11])
const KNOWN_DOCUMENTS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
const IVA_RATES = new Set(['0.00', '5.00', '19.00'])
const NIT_DOCUMENT = 6

const add = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message)
const required = (field: string) => `El campo ${field} es obligatorio.`
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6

export function checkCustomer(customer: unknown, municipalityIds: Set<number>, errors: FieldErrors) {
  if (!customer || typeof customer !== 'object') return add(errors, 'customer', required('customer'))
  const c = customer as Record<string, unknown>
  const documentId = Number(c.identification_document_id)
  const identification = typeof c.identification === 'string' ? c.identification : ''
  if (!KNOWN_DOCUMENTS.has(documentId))
    add(errors, 'customer.identification_document_id', 'El tipo de documento seleccionado no es válido.')
  if (!identification) add(errors, 'customer.identification', required('customer.identification'))
  else if (NUMERIC_DOCUMENTS.has(documentId) && !/^\d{3,15}$/.test(identification))
    add(
      errors,
      'customer.identification',
      'La identificación debe tener solo dígitos, sin dígito de verificación.',
    )
  else if (!/^[A-Za-z0-9]{3,20}$/.test(identification))
    add(errors, 'customer.identification', 'La identificación tiene caracteres no permitidos.')
  if (documentId === NIT_DOCUMENT && c.dv !== undefined && /^\d{3,15}$/.test(identification))
    if (String(c.dv) !== String(nitCheckDigit(identification)))
      add(errors, 'customer.dv', 'El dígito de verificación no corresponde al NIT.')
  const organization = Number(c.legal_organization_id)
  if (organization !== 1 && organization !== 2)
    add(errors, 'customer.legal_organization_id', 'El tipo de organización seleccionado no es válido.')
  if (organization === 1 && !c.company) add(errors, 'customer.company', required('customer.company'))
  if (organization === 2 && !c.names) add(errors, 'customer.names', required('customer.names'))
  if (!Number.isInteger(Number(c.tribute_id)))
    add(errors, 'customer.tribute_id', required('customer.tribute_id'))
  if (c.email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(c.email)))
    add(errors, 'customer.email', 'El correo del cliente no es válido.')
  if (c.municipality_id !== undefined && !municipalityIds.has(Number(c.municipality_id)))
    add(errors, 'customer.municipality_id', 'El municipio seleccionado no es válido.')
}

function checkItem(item: Item, i: number, errors: FieldErrors) {
  const at = (field: string) => `items.${i}.${field}`
  if (!item.code_reference) add(errors, at('code_reference'), required(at('code_reference')))
  if (!item.name) add(errors, at('name'), required(at('name')))
  if (!Number.isInteger(item.quantity) || (item.quantity as number) <= 0)
    add(errors, at('quantity'), 'La cantidad debe ser un número entero mayor que cero.')
  const price = Number(item.price)
  if (typeof item.price !== 'number' || price < 0 || !twoDecimals(price))
    add(errors, at('price'), 'El precio debe ser un número positivo con máximo dos decimales.')
  if (!IVA_RATES.has(String(item.tax_rate)))
    add(errors, at('tax_rate'), 'La tarifa de IVA debe ser 0.00, 5.00 o 19.00.')
  if (item.is_excluded !== 0 && item.is_excluded !== 1)
    add(errors, at('is_excluded'), 'El campo is_excluded debe ser 0 o 1.')
  if (item.is_excluded === 1 && String(item.tax_rate) !== '0.00')
    add(errors, at('tax_rate'), 'Un producto excluido de IVA no lleva tarifa.')
  if (Number(item.discount_rate ?? 0) !== 0)
    add(errors, at('discount_rate'), 'El simulador no aplica descuentos.')
  for (const field of ['unit_measure_id', 'standard_code_id', 'tribute_id'] as const)
    if (!Number.isInteger(item[field])) add(errors, at(field), required(at(field)))
}

/** Totals per IVA rate from prices with taxes included: each rate's IVA rounded once, in pesos. */
export function checkItems(items: unknown, errors: FieldErrors): CheckedTotals | null {
  if (!Array.isArray(items) || !items.length) {
    add(errors, 'items', required('items'))
    return null
  }
  const start = Object.keys(errors).length
  items.forEach((item: Item, i) => checkItem(item ?? {}, i, errors))
  if (Object.keys(errors).length > start) return null
  const gross = new Map<number, number>()
  for (const item of items as Item[]) {
    const rate = Number(item.tax_rate) / 100
    gross.set(rate, (gross.get(rate) ?? 0) + Number(item.price) * Number(item.quantity))
  }
  const byRate = [...gross].map(([rate, amount]) => {
    const total = Math.round(amount)
    const tax = Math.round((total * rate) / (1 + rate))
    return { rate, base: total - tax, tax }
  })
  const base = byRate.reduce((s, r) => s + r.base, 0)
  const tax = byRate.reduce((s, r) => s + r.tax, 0)
  if (base + tax <= 0) add(errors, 'items', 'El total del documento debe ser mayor que cero.')
  return { byRate, base, tax, total: base + tax }
}
