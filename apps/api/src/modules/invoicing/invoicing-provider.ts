import type { FiscalDocument } from '@vitrina/core/fiscal-document'

// docs/decisions/033-electronic-invoicing-provider.md: one interface in front of the authorised provider, so
// a second one (Alegra, Siigo…) is one more adapter. Every outcome is the store's own type; the provider's
// JSON never leaves its adapter. A document is `emitida` only when the code the provider returns is the one
// the store recomputes (docs/decisions/033-electronic-invoicing-provider.md#cufe).

/** The provider validated the document with the DIAN and its CUFE/CUDE is the one the store computes. */
export interface IssuedDocument {
  status: 'emitida'
  number: string
  /** The CUFE (facturas) or CUDE (notas crédito), 96 hex characters. */
  cufe: string
  codeKind: 'CUFE' | 'CUDE'
  issuedAt: Date
  /** What the provider calls it, to fetch the PDF and XML later (its number). */
  providerReference: string
  qrUrl: string
}

/** The provider answered but its code is not the store's: never shown as issued; staff get an alert. */
export interface CufeMismatch {
  status: 'cufe_mismatch'
  number: string
  providerCufe: string
  expectedCufe: string
  providerReference: string
  issuedAt: Date
}

/** A CUDE the store cannot recompute (no software PIN configured): kept apart, never `emitida`. */
export interface UnverifiedDocument {
  status: 'sin_verificar'
  number: string
  providerCufe: string
  providerReference: string
  issuedAt: Date
  reason: string
}

export type IssueOutcome = IssuedDocument | CufeMismatch | UnverifiedDocument

export interface InvoicingProvider {
  readonly name: string
  issueInvoice(doc: FiscalDocument): Promise<IssueOutcome>
  /** A till sale (documento equivalente POS, or what the provider issues in its place). */
  issuePos(doc: FiscalDocument): Promise<IssueOutcome>
  issueCreditNote(doc: FiscalDocument): Promise<IssueOutcome>
  fetchPdf(kind: FiscalDocument['kind'], providerReference: string): Promise<Buffer>
  fetchXml(kind: FiscalDocument['kind'], providerReference: string): Promise<Buffer>
}

/** The provider refused the document (4xx): retrying the same data will not help. */
export class InvoicingRejectedError extends Error {
  readonly retryable = false
  constructor(
    /** Spanish, for staff: what was wrong and what to fix. */
    readonly reason: string,
    /** The provider's own messages, as it wrote them. */
    readonly providerMessages: string[],
    readonly httpStatus: number,
  ) {
    super(reason)
  }
}

/** An outage, a timeout or a 5xx: the job queue retries it later. */
export class InvoicingRetryableError extends Error {
  readonly retryable = true
  constructor(
    readonly reason: string,
    readonly kind: 'timeout' | 'server' | 'network' | 'rate_limited',
  ) {
    super(reason)
  }
}
