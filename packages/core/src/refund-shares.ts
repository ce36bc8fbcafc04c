// docs/product/returns.md#refund: a payment captured in another currency (PayPal in US$) is refunded in
// parts, each worth some pesos of it. Converting and rounding each part on its own can add up to more than
// was captured (21.23 + 11.25 + 32.48 = 64.96 US$ of a 64.95 capture), and the provider refuses the last.

/** What a payment took: pesos of the order and the cents of the currency it was captured in. */
export interface CapturedPayment {
  pesos: number
  cents: number
}

const big = (n: number) => BigInt(Math.max(0, Math.trunc(n)))

/** The cents that `pesos` of the payment are worth, rounded half up; integers all the way, so exact. */
function centsWorth(payment: CapturedPayment, pesos: number): bigint {
  const total = big(payment.pesos)
  if (total === 0n) return 0n
  const part = big(Math.min(pesos, payment.pesos))
  return (2n * big(payment.cents) * part + total) / (2n * total)
}

/**
 * The cents of a refund of `amount` pesos after `refundedBefore` pesos of the same payment went back: what
 * everything refunded so far is worth less what the refunds before were. The parts therefore add up to
 * exactly what the pesos refunded are worth: never more than the capture, and all of it once every peso
 * went back (the last part takes the remainder).
 */
export function refundShareCents(payment: CapturedPayment, refundedBefore: number, amount: number): number {
  return Number(centsWorth(payment, refundedBefore + amount) - centsWorth(payment, refundedBefore))
}

/** Cents as a provider's amount string: 2123 -> '21.23'. */
export const centsValue = (cents: number) => (cents / 100).toFixed(2)

/** The cents of a provider's amount string: '21.23' -> 2123. */
export const valueCents = (value: string | null) => Math.round(Number(value ?? 0) * 100)
