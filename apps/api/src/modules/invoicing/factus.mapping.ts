import {
  CREDIT_NOTE_REASONS,
  FINAL_CONSUMER_ID,
  fiscalNumber,
  type BuyerDocumentType,
  type FiscalDocument,
} from '@vitrina/core/fiscal-document'

// docs/decisions/033-electronic-invoicing-provider.md#contract: Vitrina's document in Factus' v1 shape
// (developers.factus.com.co/v1/facturas/crear-y-validar-factura/factura-avanzada). Factus keys its tables
// by its own ids (identification documents, organisations, tributes, units, municipalities); the ids below
// are the ones its reference tables publish. `price` is the unit price with taxes included (two decimals).

export const FACTUS_IDENTIFICATION_IDS: Record<BuyerDocumentType, number> = {
  TI: 2,
  CC: 3,
  CE: 5,
  NIT: 6,
  PP: 7,
  DE: 8,
  PEP: 9,
}
const LEGAL_ORGANIZATION = { juridica: 1, natural: 2 } as const
/** Customer tribute 'ZZ' (no aplica): the store does not know the buyer's IVA responsibility. */
const CUSTOMER_TRIBUTE_NOT_APPLICABLE = 21
const PRODUCT_TRIBUTE_IVA = 1
const UNIT_MEASURE_UNIDAD = 70
const STANDARD_CODE_OWN = 1
const PAYMENT_METHOD_CODES: Record<FiscalDocument['payment_method'], string> = {
  efectivo: '10',
  tarjeta: '48',
  transferencia: '47',
  otro: '1',
}
/** Nota crédito that references an electronic invoice. */
const CUSTOMIZATION_WITH_INVOICE = 20

export interface FactusItem {
  code_reference: string
  name: string
  quantity: number
  discount_rate: number
  price: number
  tax_rate: string
  unit_measure_id: number
  standard_code_id: number
  is_excluded: 0 | 1
  tribute_id: number
  withholding_taxes: never[]
}

export interface FactusCustomer {
  identification: string
  dv?: string
  company?: string
  names?: string
  address?: string
  email?: string
  phone?: string
  legal_organization_id: number
  tribute_id: number
  identification_document_id: number
  municipality_id?: number
}

const cents = (value: number) => Math.round(value * 100) / 100

export function factusItems(doc: FiscalDocument): FactusItem[] {
  return doc.lines.map((line) => ({
    code_reference: line.code,
    name: line.name,
    quantity: line.quantity,
    discount_rate: 0,
    price: cents((line.base + line.tax) / line.quantity),
    tax_rate: (line.tax_rate * 100).toFixed(2),
    unit_measure_id: UNIT_MEASURE_UNIDAD,
    standard_code_id: STANDARD_CODE_OWN,
    // Excluded goods carry no IVA at all; exempt ones are taxed at 0% (docs/product: IVA classes).
    is_excluded: line.tax_class === 'excluido' ? 1 : 0,
    tribute_id: PRODUCT_TRIBUTE_IVA,
    withholding_taxes: [],
  }))
}

export function factusCustomer(doc: FiscalDocument, municipalityId: number | undefined): FactusCustomer {
  const buyer = doc.buyer
  if ('final_consumer' in buyer)
    return {
      identification: FINAL_CONSUMER_ID,
      names: 'Consumidor final',
      ...(buyer.email ? { email: buyer.email } : {}),
      legal_organization_id: LEGAL_ORGANIZATION.natural,
      tribute_id: CUSTOMER_TRIBUTE_NOT_APPLICABLE,
      identification_document_id: FACTUS_IDENTIFICATION_IDS.CC,
    }
  const company = buyer.document_type === 'NIT'
  return {
    identification: buyer.number,
    ...(buyer.dv ? { dv: buyer.dv } : {}),
    ...(company ? { company: buyer.name } : { names: buyer.name }),
    email: buyer.email,
    ...(buyer.address ? { address: buyer.address } : {}),
    ...(buyer.phone ? { phone: buyer.phone } : {}),
    legal_organization_id: company ? LEGAL_ORGANIZATION.juridica : LEGAL_ORGANIZATION.natural,
    tribute_id: CUSTOMER_TRIBUTE_NOT_APPLICABLE,
    identification_document_id: FACTUS_IDENTIFICATION_IDS[buyer.document_type],
    ...(municipalityId ? { municipality_id: municipalityId } : {}),
  }
}

/** POST /v1/bills/validate. The store's number is the reference code, so a retry is the same document. */
export function factusBill(doc: FiscalDocument, refs: { numberingRangeId: number; municipalityId?: number }) {
  return {
    document: '01',
    numbering_range_id: refs.numberingRangeId,
    reference_code: fiscalNumber(doc),
    observation: '',
    payment_form: '1',
    payment_method_code: PAYMENT_METHOD_CODES[doc.payment_method],
    send_email: false,
    customer: factusCustomer(doc, refs.municipalityId),
    items: factusItems(doc),
  }
}

/** POST /v1/credit-notes/validate, citing Factus' id of the invoice it corrects. */
export function factusCreditNote(doc: FiscalDocument, refs: { numberingRangeId: number; billId: number }) {
  return {
    numbering_range_id: refs.numberingRangeId,
    correction_concept_code: CREDIT_NOTE_REASONS[doc.reason ?? 'devolucion'],
    customization_id: CUSTOMIZATION_WITH_INVOICE,
    bill_id: refs.billId,
    reference_code: fiscalNumber(doc),
    payment_method_code: PAYMENT_METHOD_CODES[doc.payment_method],
    observation: '',
    send_email: false,
    items: factusItems(doc),
  }
}

/** Factus writes its times as 'DD-MM-YYYY hh:mm:ss AM' in Colombia's time (UTC-5, no daylight saving). */
export function parseFactusTime(text: string | undefined): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2}) ?(AM|PM)?$/i.exec(text?.trim() ?? '')
  if (!match) return null
  const [, dd, mm, yyyy, hh, min, ss, half] = match
  let hour = Number(hh) % (half ? 12 : 24)
  if (half?.toUpperCase() === 'PM') hour += 12
  return new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour + 5, Number(min), Number(ss)))
}

/** The inverse, for the stand-in: how Factus would print this instant. */
export function formatFactusTime(instant: Date): string {
  const bogota = new Date(instant.getTime() - 5 * 3_600_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const hour = bogota.getUTCHours()
  return (
    `${pad(bogota.getUTCDate())}-${pad(bogota.getUTCMonth() + 1)}-${bogota.getUTCFullYear()} ` +
    `${pad(hour % 12 || 12)}:${pad(bogota.getUTCMinutes())}:${pad(bogota.getUTCSeconds())} ${hour < 12 ? 'AM' : 'PM'}`
  )
}
