import { useQuery } from '@tanstack/react-query'
import { formatDate, formatStoreDay } from '@vitrina/core/format'
import { MESSAGE_STATUS_LABELS } from '@vitrina/core/message-status'
import { CONTACT_KIND_LABELS } from '@vitrina/core/pqr'
import { Link } from 'react-router'
import { paths } from '@vitrina/core/paths'
import { useSessionStore } from '../../auth'
import { accountPqrOptions } from '../contact.api'

/**
 * docs/product/consumer-rights.md#pqr: in the account, each petición, queja or reclamo the customer filed,
 * with its radicado, status and the day the store must answer by (the server's date).
 */
export function AccountPqr() {
  const token = useSessionStore((state) => state.token)
  const list = useQuery(accountPqrOptions(token))
  if (!list.data) return null
  if (!list.data.length)
    return (
      <p className="text-sm text-muted">
        No has radicado peticiones, quejas ni reclamos. Puedes hacerlo desde{' '}
        <Link className="text-primary-ink underline" to={paths.contact}>
          Contacto
        </Link>
        .
      </p>
    )
  return (
    <ul className="space-y-3">
      {list.data.map((pqr) => (
        <li key={pqr.radicado} className="rounded-xl border border-border p-3 text-sm">
          <p className="font-semibold text-foreground">
            {CONTACT_KIND_LABELS[pqr.kind]} {pqr.radicado}
          </p>
          <p className="text-muted">
            {pqr.subject ?? 'Sin asunto'} · radicada el {formatDate(pqr.created_at)} ·{' '}
            {MESSAGE_STATUS_LABELS[pqr.status]}
          </p>
          <p className="text-foreground">Respuesta a más tardar el {formatStoreDay(pqr.due_date)}</p>
        </li>
      ))}
    </ul>
  )
}
