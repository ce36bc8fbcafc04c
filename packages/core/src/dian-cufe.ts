import { buyerIdentification, fiscalNumber, type FiscalDocument } from './fiscal-document'

// docs/decisions/033-electronic-invoicing-provider.md#cufe: the DIAN's Anexo Técnico de Factura Electrónica
// de Venta v1.9 (Resolución 000165 de 2023), §11.2: the CUFE is SHA-384 (hex) of the concatenation
//   NumFac + FecFac + HorFac + ValFac + CodImp1 + ValImp1 + CodImp2 + ValImp2 + CodImp3 + ValImp3
//   + ValTot + NitOFE + NumAdq + ClTec + TipoAmbiente
// with the taxes in the fixed order 01 (IVA), 04 (INC), 03 (ICA), amounts with two decimals and a dot
// (truncated, never rounded), the time with its -05:00 offset. Credit notes and the documento equivalente
// POS use the CUDE: the same string with the software PIN in the place of the clave técnica (§11.4).
// The hash itself is computed on the server (node:crypto); this module builds the exact string.

export interface CufeFields {
  number: string
  /** YYYY-MM-DD, Bogotá. */
  date: string
  /** HH:MM:SS-05:00, Bogotá. */
  time: string
  /** Value before taxes, IVA, INC, ICA and the payable total, in pesos (decimals allowed). */
  base: number
  iva: number
  inc: number
  ica: number
  total: number
  sellerNit: string
  buyerId: string
  environment: 'pruebas' | 'produccion'
}

/** The annex's amount format: two decimals with a dot, truncated (262.569 → '262.56'). */
export function dianAmount(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Valor no válido para la DIAN: ${value}`)
  const cents = Math.floor(Math.round(value * 1000) / 10)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** TipoAmbiente: 1 producción, 2 pruebas. */
export const dianEnvironmentCode = (environment: CufeFields['environment']) =>
  environment === 'produccion' ? '1' : '2'

/** The string the CUFE (key = clave técnica) or the CUDE (key = software PIN) hashes. */
export function cufeSeed(fields: CufeFields, key: string): string {
  return [
    fields.number,
    fields.date,
    fields.time,
    dianAmount(fields.base),
    '01',
    dianAmount(fields.iva),
    '04',
    dianAmount(fields.inc),
    '03',
    dianAmount(fields.ica),
    dianAmount(fields.total),
    fields.sellerNit,
    fields.buyerId,
    key,
    dianEnvironmentCode(fields.environment),
  ].join('')
}

const bogotaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Bogota',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

/** The instant as the annex writes it: Colombia has no daylight saving, so the offset is always -05:00. */
export function bogotaDateTime(instant: Date): { date: string; time: string } {
  const part = (type: string) => bogotaParts.formatToParts(instant).find((p) => p.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}-05:00`,
  }
}

/** The fields of a Vitrina document, issued at `issuedAt` (the moment the provider stamped on it). */
export function cufeFieldsOf(doc: FiscalDocument, issuedAt: Date, number = fiscalNumber(doc)): CufeFields {
  return {
    number,
    ...bogotaDateTime(issuedAt),
    base: doc.totals.base,
    iva: doc.totals.tax,
    inc: 0,
    ica: 0,
    total: doc.totals.total,
    sellerNit: doc.seller.nit,
    buyerId: buyerIdentification(doc.buyer),
    environment: doc.environment,
  }
}

/** The DIAN's public consultation page for a CUFE/CUDE (the QR's target, annex §11.7). */
export function dianConsultationUrl(cufe: string, environment: CufeFields['environment']): string {
  const host = environment === 'produccion' ? 'catalogo-vpfe.dian.gov.co' : 'catalogo-vpfe-hab.dian.gov.co'
  return `https://${host}/document/searchqr?documentkey=${cufe}`
}
