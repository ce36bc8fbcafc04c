import { cufeFieldsOf, dianConsultationUrl } from '@vitrina/core/dian-cufe'
import { fiscalNumber, type FiscalDocument } from '@vitrina/core/fiscal-document'
import { computeCufe, sameCode } from './cufe'
import { createFactusHttp, type FactusOptions } from './factus.client'
import { factusBill, factusCreditNote, parseFactusTime } from './factus.mapping'
import {
  InvoicingRejectedError,
  InvoicingRetryableError,
  type InvoicingProvider,
  type IssueOutcome,
} from './invoicing-provider'

// docs/decisions/033-electronic-invoicing-provider.md: the Factus adapter. It looks up Factus' ids for the
// numbering range (by the document's prefix) and the buyer's municipality (by its DANE code), sends the
// document, and recomputes the CUFE/CUDE from the store's own fields with the moment Factus stamped on it.
// Factus' v1 API has no separate endpoint for the documento equivalente POS: a till sale is sent as a
// factura electrónica de venta (which the DIAN accepts in its place) on the range of the POS prefix.

interface FactusRange {
  id: number
  prefix: string
  is_active?: number | boolean
}
interface FactusIssued {
  id?: number
  number?: string
  cufe?: string
  cude?: string
  created_at?: string
}
type Listing<T> = T[] | { data?: T[] }
const rows = <T>(data: Listing<T> | undefined): T[] => (Array.isArray(data) ? data : (data?.data ?? []))

export function createFactusProvider(options: FactusOptions): InvoicingProvider {
  const http = createFactusHttp(options)
  let ranges: Promise<FactusRange[]> | null = null
  let municipalities: Promise<Map<string, number>> | null = null

  const forget = <T>(promise: Promise<T>, reset: () => void) =>
    promise.catch((err: unknown) => (reset(), Promise.reject(err)))

  async function rangeId(prefix: string): Promise<number> {
    ranges ??= forget(
      http.request<Listing<FactusRange>>('GET', '/v1/numbering-ranges').then((r) => rows(r.data)),
      () => (ranges = null),
    )
    const range = (await ranges).find(
      (r) => r.prefix === prefix && r.is_active !== 0 && r.is_active !== false,
    )
    if (!range)
      throw new InvoicingRejectedError(
        `El proveedor no tiene un rango de numeración activo con el prefijo «${prefix}». Regístralo en el proveedor con la resolución de la DIAN.`,
        [],
        422,
      )
    return range.id
  }

  async function municipalityId(code: string | undefined): Promise<number | undefined> {
    if (!code) return undefined
    municipalities ??= forget(
      http
        .request<Listing<{ id: number; code: string }>>('GET', '/v1/municipalities')
        .then((r) => new Map(rows(r.data).map((m) => [m.code, m.id]))),
      () => (municipalities = null),
    )
    const id = (await municipalities).get(code)
    if (!id)
      throw new InvoicingRejectedError(
        `El proveedor no reconoce el municipio con código DANE ${code}.`,
        [],
        422,
      )
    return id
  }

  /** The outcome of a validated document: `emitida` only when its code is the one the store computes. */
  function verify(
    doc: FiscalDocument,
    issued: FactusIssued | undefined,
    codeKind: 'CUFE' | 'CUDE',
  ): IssueOutcome {
    const providerCufe = (codeKind === 'CUDE' ? (issued?.cude ?? issued?.cufe) : issued?.cufe) ?? ''
    const issuedAt = parseFactusTime(issued?.created_at)
    if (!issued?.number || !/^[0-9a-f]{96}$/i.test(providerCufe) || !issuedAt)
      throw new InvoicingRetryableError(
        'El proveedor respondió sin número, código o fecha del documento.',
        'server',
      )
    const base = { number: issued.number, providerReference: issued.number, issuedAt }
    const key = codeKind === 'CUDE' ? options.softwarePin : doc.resolution.technical_key
    if (!key)
      return {
        status: 'sin_verificar',
        ...base,
        providerCufe,
        reason:
          codeKind === 'CUDE'
            ? 'Falta el PIN del software (INVOICING_SOFTWARE_PIN) para comprobar el CUDE.'
            : 'Falta la clave técnica de la resolución para comprobar el CUFE.',
      }
    // The store's own number: a provider that numbered the document differently fails the check too.
    const expectedCufe = computeCufe(cufeFieldsOf(doc, issuedAt, fiscalNumber(doc)), key)
    if (!sameCode(expectedCufe, providerCufe) || issued.number !== fiscalNumber(doc))
      return { status: 'cufe_mismatch', ...base, providerCufe, expectedCufe }
    return {
      status: 'emitida',
      ...base,
      cufe: expectedCufe,
      codeKind,
      qrUrl: dianConsultationUrl(expectedCufe, doc.environment),
    }
  }

  async function issueBill(doc: FiscalDocument): Promise<IssueOutcome> {
    const buyerCode = 'final_consumer' in doc.buyer ? undefined : doc.buyer.municipality_code
    const body = factusBill(doc, {
      numberingRangeId: await rangeId(doc.prefix),
      municipalityId: await municipalityId(buyerCode),
    })
    const res = await http.request<{ bill?: FactusIssued }>('POST', '/v1/bills/validate', body)
    return verify(doc, res.data?.bill, 'CUFE')
  }

  async function download(kind: FiscalDocument['kind'], reference: string, format: 'pdf' | 'xml') {
    const resource = kind === 'nota_credito' ? 'credit-notes' : 'bills'
    const res = await http.request<Record<string, string>>(
      'GET',
      `/v1/${resource}/download-${format}/${encodeURIComponent(reference)}`,
    )
    const encoded = res.data?.[`${format}_base_64_encoded`]
    if (!encoded)
      throw new InvoicingRetryableError(`El proveedor no devolvió el ${format.toUpperCase()}.`, 'server')
    return Buffer.from(encoded, 'base64')
  }

  return {
    name: 'Factus',
    issueInvoice: issueBill,
    issuePos: issueBill,
    async issueCreditNote(doc) {
      const invoice = doc.reference?.number ?? ''
      const shown = await http.request<{ bill?: { id?: number } }>(
        'GET',
        `/v1/bills/show/${encodeURIComponent(invoice)}`,
      )
      const billId = shown.data?.bill?.id
      if (!billId)
        throw new InvoicingRejectedError(`El proveedor no encontró la factura ${invoice}.`, [], 404)
      const body = factusCreditNote(doc, { numberingRangeId: await rangeId(doc.prefix), billId })
      const res = await http.request<{ credit_note?: FactusIssued }>(
        'POST',
        '/v1/credit-notes/validate',
        body,
      )
      return verify(doc, res.data?.credit_note, 'CUDE')
    },
    fetchPdf: (kind, reference) => download(kind, reference, 'pdf'),
    fetchXml: (kind, reference) => download(kind, reference, 'xml'),
  }
}
