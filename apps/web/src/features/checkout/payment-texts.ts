import { formatUSD } from '@vitrina/core/format'
import { copToUsd } from '@vitrina/core/schemas/payments'

const rateFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 2 })

/**
 * What PayPal will charge, next to its button (docs/product/checkout-and-payments.md#paypal-flow): 'Pagarás
 * US$ 30,12 (1 US$ = 4.150 COP)'. The amount is the server's rule (copToUsd), so the text matches the PayPal
 * order to the cent.
 */
export function paypalAmountText(totalCOP: number, copPerUsd: number): string {
  return `Pagarás ${formatUSD(copToUsd(totalCOP, copPerUsd))} (1 US$ = ${rateFormat.format(copPerUsd)} COP)`
}
