import type { FieldErrors } from './fake-factus-checks'

// The Factus stand-in's numbering ranges (GET /v1/numbering-ranges): Factus' sandbox test range SETP with
// its published clave técnica, a POS range and a credit-note range. Factus numbers each document from
// its range; an exhausted range or a resolution past its date is refused.

export interface FakeRange {
  id: number
  document: 'Factura de Venta' | 'Nota Crédito'
  prefix: string
  from: number
  to: number
  current: number
  resolution_number: string
  technical_key: string | null
  end_date: string
}

export const FAKE_TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c'
export const defaultRanges = (): FakeRange[] => [
  {
    id: 8,
    document: 'Factura de Venta',
    prefix: 'SETP',
    from: 990000000,
    to: 995000000,
    current: 990000001,
    resolution_number: '18760000001',
    technical_key: FAKE_TECHNICAL_KEY,
    end_date: '2030-01-19',
  },
  {
    id: 9,
    document: 'Factura de Venta',
    prefix: 'POS',
    from: 1,
    to: 1_000_000,
    current: 1,
    resolution_number: '18760000002',
    technical_key: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
    end_date: '2030-01-19',
  },
  {
    id: 10,
    document: 'Nota Crédito',
    prefix: 'NC',
    from: 1,
    to: 1_000_000,
    current: 1,
    resolution_number: '',
    technical_key: null,
    end_date: '2030-01-19',
  },
]

/** The next number of a range, or why it cannot give one (exhausted or expired). */
export function takeNumber(range: FakeRange | undefined, errors: FieldErrors): string | null {
  if (!range) errors.numbering_range_id = ['El rango de numeración no existe.']
  else if (range.end_date < new Date().toISOString().slice(0, 10))
    errors.numbering_range_id = ['La resolución del rango de numeración está vencida.']
  else if (range.current > range.to) errors.numbering_range_id = ['El rango de numeración está agotado.']
  else return `${range.prefix}${range.current++}`
  return null
}
