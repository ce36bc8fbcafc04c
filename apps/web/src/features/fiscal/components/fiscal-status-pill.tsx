import { FISCAL_STATUS_LABELS, type FiscalDocumentStatus } from '@vitrina/core/schemas/fiscal-documents'
import { StatusPill, type PillTone } from '../../../components/status-pill'

const tone: Record<FiscalDocumentStatus, PillTone> = {
  pendiente: 'warning',
  emitida: 'success',
  rechazada: 'danger',
}

export function FiscalStatusPill({ status }: { status: FiscalDocumentStatus }) {
  return <StatusPill tone={tone[status]}>{FISCAL_STATUS_LABELS[status]}</StatusPill>
}
