import { findDepartamento, type Departamento } from './departamentos'
import { formatCOP } from './format'
import type { CHECKOUT_PAYMENT_METHODS } from './order-status'

// docs/product/checkout-and-payments.md#payment-methods: the checkout offers only what is switched on and
// configured. Cash on delivery follows three settings; PayPal and Wompi follow their keys in the environment.

export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number]

/** The cash-on-delivery rules a store has set (docs/product/checkout-and-payments.md#cod-settings). */
export interface CodRules {
  enabled: boolean
  /** The largest order total paid at the door; null for no limit. */
  maxTotal: number | null
  /** Where cash on delivery is offered; null for all of Colombia. */
  departamentos: Departamento[] | null
}

/** What the public call answers: the methods on and the cash-on-delivery limits the checkout shows. */
export interface PaymentMethodsInfo {
  methods: CheckoutPaymentMethod[]
  cod: { max_total: number | null; departamentos: Departamento[] | null }
}

/**
 * cod_enabled, cod_max_total and cod_departamentos (names separated by ';', since one name has a comma) read
 * with their defaults: on, no limit, everywhere.
 */
export function codRules(settings: Readonly<Record<string, string | undefined>>): CodRules {
  const max = Number(settings.cod_max_total)
  const places = (settings.cod_departamentos ?? '')
    .split(';')
    .map((name) => findDepartamento(name))
    .filter((d): d is Departamento => d !== undefined)
  return {
    enabled: settings.cod_enabled !== 'false',
    maxTotal: settings.cod_max_total && Number.isInteger(max) && max > 0 ? max : null,
    departamentos: places.length ? places : null,
  }
}

export function checkoutPaymentMethods(
  cod: CodRules,
  providers: { paypal: boolean; wompi: boolean },
): CheckoutPaymentMethod[] {
  return [
    ...(cod.enabled ? (['contra_entrega'] as const) : []),
    ...(providers.paypal ? (['paypal'] as const) : []),
    ...(providers.wompi ? (['wompi'] as const) : []),
  ]
}

export const PAYMENT_METHOD_OFF = 'Ese método de pago no está disponible en esta tienda. Elige otro.'

/**
 * docs/product/checkout-and-payments.md#blocked-carts: a total over the limit when cash on delivery is the only
 * method. The shopper is told what can still be done.
 */
export const codOverLimitAlone = (maxTotal: number) =>
  `Tu pedido supera ${formatCOP(maxTotal)}, el máximo para pago contra entrega, y por ahora la tienda no recibe pagos en línea. Divide la compra en pedidos de hasta ${formatCOP(maxTotal)} o escríbenos desde la página de Contacto para acordar el pago.`

/**
 * Why cash on delivery cannot take this order (a Spanish sentence), or null when it can. `alone` says no other
 * method is on, so "choose another" would send the shopper nowhere.
 */
export function codRefusal(cod: CodRules, total: number, departamento: string, alone = false): string | null {
  if (!cod.enabled) return PAYMENT_METHOD_OFF
  if (cod.maxTotal !== null && total > cod.maxTotal && alone) return codOverLimitAlone(cod.maxTotal)
  if (cod.maxTotal !== null && total > cod.maxTotal)
    return `El pago contra entrega está disponible para pedidos de hasta ${formatCOP(cod.maxTotal)}. Elige otro método de pago.`
  const place = findDepartamento(departamento)
  if (cod.departamentos && !(place && cod.departamentos.includes(place)))
    return 'El pago contra entrega no está disponible en el departamento de tu dirección. Elige otro método de pago.'
  return null
}
