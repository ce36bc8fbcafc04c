import { useQuery } from '@tanstack/react-query'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { errorMessage } from '../../../lib/api-client'
import { useSessionStore } from '../../auth'
import { policiesOptions } from '../../content'
import { consentsOptions, useAcceptPolicy } from '../privacy.api'

/**
 * docs/product/consumer-rights.md#consentimiento: the new text of the data-treatment policy, shown after
 * sign-in (by PolicyConsentGate) until it is accepted; closing the window without accepting ends the session
 * (no data is treated without authorisation).
 */
export function PolicyConsentDialog() {
  const logout = useSessionStore((state) => state.logout)
  const status = useQuery(consentsOptions())
  const policies = useQuery(policiesOptions())
  const accept = useAcceptPolicy()
  const policy = policies.data?.find((entry) => entry.id === status.data?.policy_id)

  return (
    <Dialog
      open
      onClose={logout}
      title="Actualizamos nuestra política de tratamiento de datos"
      description="Para seguir usando tu cuenta, lee la nueva versión y acéptala."
    >
      <div className="space-y-4">
        {policy ? (
          <div
            className="rich-text max-h-[45dvh] overflow-y-auto rounded-lg border border-border p-4 text-sm"
            dangerouslySetInnerHTML={{ __html: policy.content }}
          />
        ) : (
          <p className="text-sm text-muted">Cargando la política...</p>
        )}
        {accept.isError && (
          <Alert tone="error">{errorMessage(accept.error, 'No se pudo registrar tu aceptación.')}</Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={logout}>
            No acepto, cerrar sesión
          </Button>
          <Button
            disabled={!status.data}
            pending={accept.isPending}
            pendingText="Guardando..."
            onClick={() => status.data && accept.mutate(status.data.policy_version)}
          >
            Acepto la política
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
