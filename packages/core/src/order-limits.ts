// Limits against stock hoarding (docs/security.md "Stock hoarding"): read from the store's settings,
// with these defaults when a key is unset. The checkout and the cart show them; the server enforces them.

export const ORDER_LIMIT_DEFAULTS = {
  /** Open (pendiente) cash-on-delivery orders one customer may have at once. */
  cod_max_open_orders: 3,
  /** Units of one product (or variant) per order line. */
  order_max_units_per_line: 10,
  /** Hours a cash-on-delivery order may wait unconfirmed before the sweeper cancels it. */
  cod_pending_hours: 72,
  /** Unpaid (pendiente) PayPal or Wompi orders one customer may have at once. */
  online_max_unpaid_orders: 3,
  /**
   * Units of one product (all its variants) one customer's open orders may hold: unpaid online orders and
   * unconfirmed cash-on-delivery ones. Two full lines by default, so an abandoned attempt and its retry fit.
   */
  unpaid_max_units_per_product: 20,
  /** Minutes a PayPal or Wompi order holds its stock while the shopper pays; then the sweeper releases it. */
  online_payment_minutes: 15,
} as const

export const ORDER_LIMIT_RANGES = {
  cod_max_open_orders: [1, 100_000],
  order_max_units_per_line: [1, 999],
  cod_pending_hours: [1, 720],
  online_max_unpaid_orders: [1, 100_000],
  unpaid_max_units_per_product: [1, 100_000],
  online_payment_minutes: [5, 180],
} as const satisfies Record<keyof typeof ORDER_LIMIT_DEFAULTS, readonly [number, number]>

export type OrderLimits = { [K in keyof typeof ORDER_LIMIT_DEFAULTS]: number }

/** The limits in force: each setting when it is a whole number in its range, else its default. */
export function orderLimits(settings: Readonly<Record<string, string | undefined>>): OrderLimits {
  const read = (key: keyof OrderLimits) => {
    const value = Number(settings[key])
    const [min, max] = ORDER_LIMIT_RANGES[key]
    return Number.isInteger(value) && value >= min && value <= max ? value : ORDER_LIMIT_DEFAULTS[key]
  }
  return Object.fromEntries(
    Object.keys(ORDER_LIMIT_DEFAULTS).map((key) => [key, read(key as keyof OrderLimits)]),
  ) as OrderLimits
}

export const ORDER_LIMIT_MESSAGES = {
  unitsPerLine: (max: number, product: string) =>
    `Puedes comprar hasta ${max} unidades de «${product}» por pedido. Reduce la cantidad en tu carrito; para compras al por mayor, escríbenos desde la página de contacto.`,
  openCashOrders: (max: number) =>
    `Ya tienes ${max} pedidos contra entrega por confirmar. Espera a que confirmemos alguno o elige otro medio de pago.`,
  onlineUnpaidOrders: (max: number) =>
    `Ya tienes ${max} ${max === 1 ? 'pedido' : 'pedidos'} sin pagar con PayPal o Wompi, el máximo por cliente. Termina de pagar o cancela alguno desde Mis pedidos, o espera a que venza su plazo de pago.`,
  unitsHeld: (max: number, product: string, held: number) =>
    held > 0
      ? `Ya tienes ${held} ${held === 1 ? 'unidad' : 'unidades'} de «${product}» apartadas en pedidos sin pagar o por confirmar, y cada cliente puede apartar hasta ${max}. Termina o cancela esos pedidos desde Mis pedidos, o pide menos unidades.`
      : `Cada cliente puede apartar hasta ${max} unidades de «${product}» en pedidos sin pagar o por confirmar. Reduce la cantidad en tu carrito.`,
  cancelledUnconfirmed: (hours: number) =>
    `Cancelado automáticamente: el pedido contra entrega no se confirmó en ${hours} horas.`,
} as const
