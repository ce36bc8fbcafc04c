import { useQuery } from '@tanstack/react-query'
import { formatDate } from '@vitrina/core/format'
import { paths } from '@vitrina/core/paths'
import { CONSENT_LABELS, MARKETING_CONSENT_KINDS, type Consent } from '@vitrina/core/schemas/privacy'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { TextLink } from '../../../components/ui/text-link'
import { errorMessage } from '../../../lib/api-client'
import { consentsOptions, useSetMarketingConsent } from '../privacy.api'

const live = (consents: Consent[], kind: Consent['kind']) =>
  consents.find((consent) => consent.kind === kind && !consent.withdrawn_at)

/**
 * docs/product/consumer-rights.md#consentimiento: what the customer authorised, when and which version; the
 * marketing ones are withdrawn (or given) here, the data-treatment one ends only with the account's deletion.
 */
export function ConsentsPanel() {
  const status = useQuery(consentsOptions())
  const change = useSetMarketingConsent()
  if (status.isPending) return <p className="text-sm text-muted">Cargando tus autorizaciones...</p>
  if (status.isError) return <Alert tone="error">No se pudieron cargar tus autorizaciones.</Alert>
  const { consents } = status.data
  const dataConsent = live(consents, 'tratamiento_datos')

  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold">Mis autorizaciones</h2>
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium">{CONSENT_LABELS.tratamiento_datos}</p>
          <Badge>{dataConsent ? 'Vigente' : 'Pendiente'}</Badge>
        </div>
        <p className="text-sm text-muted">
          {dataConsent
            ? `Aceptaste la versión ${dataConsent.policy_version} de la política el ${formatDate(dataConsent.accepted_at)}.`
            : 'No tenemos una aceptación vigente de la política.'}{' '}
          Es necesaria para tener una cuenta: para retirarla, solicita la eliminación de tu cuenta más abajo.{' '}
          <TextLink to={paths.policies}>Leer la política</TextLink>
        </p>
      </div>
      {change.isError && (
        <Alert tone="error">{errorMessage(change.error, 'No se pudo guardar el cambio.')}</Alert>
      )}
      <ul className="divide-y divide-border">
        {MARKETING_CONSENT_KINDS.map((kind) => {
          const given = live(consents, kind)
          return (
            <li key={kind} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">{CONSENT_LABELS[kind]}</p>
                <p className="text-sm text-muted">
                  {given ? `Autorizada el ${formatDate(given.accepted_at)}.` : 'No autorizada.'}
                </p>
              </div>
              <Button
                size="sm"
                variant={given ? 'outline' : 'secondary'}
                pending={change.isPending && change.variables?.kind === kind}
                onClick={() => change.mutate({ kind, given: !given })}
              >
                {given ? 'Retirar autorización' : 'Autorizar'}
              </Button>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
