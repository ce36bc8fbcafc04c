import { PageHeader } from '../../components/page-header'
import { PaymentProvidersEditor } from '../../features/payments/components/payment-providers-editor'

export function AdminPaymentProvidersPage() {
  return (
    <>
      <PageHeader
        title="Medios de pago"
        description="Conecta Wompi y PayPal con las llaves de tu cuenta. Se guardan cifradas y nunca se vuelven a mostrar completas."
      />
      <PaymentProvidersEditor />
    </>
  )
}
