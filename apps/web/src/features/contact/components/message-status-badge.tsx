import { MESSAGE_STATUS_LABELS, type MessageStatus } from '@vitrina/core/message-status'
import { StatusPill, type PillTone } from '../../../components/status-pill'

const TONES: Record<MessageStatus, PillTone> = {
  nuevo: 'warning',
  leido: 'info',
  respondido: 'success',
  archivado: 'neutral',
}

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <StatusPill tone={TONES[status]}>{MESSAGE_STATUS_LABELS[status]}</StatusPill>
}
