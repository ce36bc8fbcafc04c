import clsx from 'clsx'
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@vitrina/core/returns'
import { Badge } from '../../../components/ui/badge'

const tones: Record<ReturnStatus, string> = {
  solicitada: 'bg-amber-100 text-amber-900',
  aprobada: 'bg-sky-100 text-sky-900',
  rechazada: 'bg-red-100 text-red-900',
  recibida: 'bg-emerald-100 text-emerald-900',
}

/** docs/product/returns.md#steps: a return's step as staff and customers read it. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge className={clsx(tones[status])}>{RETURN_STATUS_LABELS[status]}</Badge>
}
