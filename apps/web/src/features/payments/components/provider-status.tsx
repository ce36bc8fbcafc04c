import { formatDateTime } from '@vitrina/core/format'
import type { ProviderCheck } from '@vitrina/core/schemas/provider-settings'
import { Alert } from '../../../components/ui/alert'

/** Where a provider's values come from and how the last check went. */
export function ProviderStatus({
  source,
  pinned,
  status,
  statusMessage,
  checkedAt,
}: {
  source: 'entorno' | 'panel' | 'ninguno'
  pinned: string[]
  status: 'verificado' | 'sin_verificar' | null
  statusMessage: string | null
  checkedAt: string | null
}) {
  if (source === 'entorno')
    return (
      <Alert tone="info">
        Fijado en el servidor por {pinned.join(', ')}. Esos valores mandan sobre los de esta pantalla; para
        cambiarlos pide a quien administra el servidor que los edite o los quite.
      </Alert>
    )
  if (source === 'ninguno') return <p className="text-sm text-muted">Sin conectar.</p>
  return (
    <p className="text-sm text-muted">
      {status === 'verificado' ? 'Conectado y verificado' : 'Guardado sin verificar'}
      {checkedAt ? ` el ${formatDateTime(checkedAt)}` : ''}.{statusMessage ? ` ${statusMessage}` : ''}
    </p>
  )
}

/** The answer of 'Probar conexión' or of a save. */
export function CheckResult({ check }: { check: ProviderCheck | undefined }) {
  if (!check) return null
  return <Alert tone={check.ok ? 'success' : 'error'}>{check.message}</Alert>
}
