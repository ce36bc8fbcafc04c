import { useQuery } from '@tanstack/react-query'
import { formatCOP, formatDateTime } from '@vitrina/core/format'
import type { PaymentProviders } from '@vitrina/core/schemas/provider-settings'
import { LoadState } from '../../../components/load-state'
import { Alert } from '../../../components/ui/alert'
import { Card } from '../../../components/ui/card'
import { paymentProvidersOptions } from '../payment-providers.api'
import { ProviderForm } from './provider-form'
import { ProviderStatus } from './provider-status'

/** docs/product/provider-settings.md#medios-de-pago: Wompi, PayPal, cash on delivery's limit and blocked carts. */
export function PaymentProvidersEditor() {
  const query = useQuery(paymentProvidersOptions())
  if (query.isPending) return <LoadState tone="loading">Cargando los medios de pago...</LoadState>
  if (query.isError)
    return <LoadState tone="error">No se pudieron cargar los medios de pago. Recarga la página.</LoadState>
  return <ProvidersView data={query.data} />
}

function ProvidersView({ data }: { data: PaymentProviders }) {
  const [wompi, paypal] = data.providers
  const blocked = data.blocked_checkouts
  return (
    <div className="max-w-3xl space-y-6">
      <Card className="space-y-2 p-5">
        <h2 className="text-lg font-semibold">Pago contra entrega</h2>
        <p className="text-sm text-muted">
          {data.cod_max_total === null
            ? 'Sin límite de valor (se cambia en Configuración).'
            : `Disponible para pedidos de hasta ${formatCOP(data.cod_max_total)} (se cambia en Configuración). Wompi recibe pesos sin límite de la tienda; PayPal cobra en dólares convertidos desde el total en pesos.`}
        </p>
        {blocked.count > 0 && (
          <Alert tone="error">
            {`${blocked.count} ${blocked.count === 1 ? 'compra quedó bloqueada' : 'compras quedaron bloqueadas'} en los últimos ${blocked.days} días porque superaban el límite del pago contra entrega y no había otro medio de pago`}
            {blocked.largest_total ? ` (la mayor por ${formatCOP(blocked.largest_total)})` : ''}
            {blocked.last_at ? `; la última el ${formatDateTime(blocked.last_at)}` : ''}. Conecta Wompi o
            PayPal para no perderlas.
          </Alert>
        )}
      </Card>
      <ProviderForm
        key={`wompi-${wompi.updated_at ?? 'nuevo'}`}
        provider="wompi"
        title="Wompi (tarjetas, PSE, Nequi)"
        modes={[
          { value: 'test', label: 'Pruebas (sandbox)' },
          { value: 'production', label: 'Producción' },
        ]}
        mode={wompi.mode}
        locked={wompi.source === 'entorno'}
        fields={[
          { name: 'public_key', label: 'Llave pública', value: wompi.public_key },
          { name: 'private_key', label: 'Llave privada', masked: wompi.private_key },
          { name: 'integrity_secret', label: 'Secreto de integridad', masked: wompi.integrity_secret },
          { name: 'events_secret', label: 'Secreto de eventos', masked: wompi.events_secret },
        ]}
        status={
          <ProviderStatus {...wompi} statusMessage={wompi.status_message} checkedAt={wompi.checked_at} />
        }
      >
        <div className="space-y-1 text-sm">
          <p className="font-medium">URL de eventos para el panel de Wompi</p>
          <p className="text-muted">
            Pégala en Wompi, en Desarrolladores → URL de eventos, para que los pagos se confirmen solos.
          </p>
          <code className="block break-all rounded-lg bg-foreground/5 p-2">{wompi.events_url}</code>
        </div>
      </ProviderForm>
      <ProviderForm
        key={`paypal-${paypal.updated_at ?? 'nuevo'}`}
        provider="paypal"
        title="PayPal"
        modes={[
          { value: 'sandbox', label: 'Pruebas (sandbox)' },
          { value: 'live', label: 'Producción (live)' },
        ]}
        mode={paypal.mode}
        locked={paypal.source === 'entorno'}
        fields={[
          { name: 'client_id', label: 'Client ID', value: paypal.client_id },
          { name: 'client_secret', label: 'Secret', masked: paypal.client_secret },
        ]}
        status={
          <ProviderStatus {...paypal} statusMessage={paypal.status_message} checkedAt={paypal.checked_at} />
        }
      />
    </div>
  )
}
