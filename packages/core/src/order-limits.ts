// Limits against stock hoarding (docs/security.md "Stock hoarding"): read from the store's settings,
// with these defaults when a key is unset. The checkout and the cart show them; the server enforces them.

export const ORDER_LIMIT_DEFAULTS = {
  /** Open (pendiente) cash-on-delivery orders one customer may have at once. */
  cod_max_open_orders: 3,
  /** Units of one product (or variant) per order line. */
  order_max_units_per_line: 10,
  /** Hours a cash-on-delivery order may wait unconfirmed before the sweeper cancels it. */
  cod_pending_hours: 72,
} as const

export const ORDER_LIMIT_RANGES = {
  cod_max_open_orders: [1, 100_000],
  order_max_units_per_line: [1, 999],
  cod_pending_hours: [1, 720],
} as const satisfies Record<keyof typeof ORDER_LIMIT_DEFAULTS, readonly [number, number]>

export type OrderLimits = { [K in keyof typeof ORDER_LIMIT_DEFAULTS]: number }

/** The limits in force: each setting when it is a whole number in its range, else its default. */
export function orderLimits(settings: Readonly<Record<string, string | undefined>>): OrderLimits {
  const read = (key: keyof OrderLimits) => {
    const value = Number(settings[key])
    const [min, max] = ORDER_LIMIT_RANGES[key]
    return Number.isInteger(value) && value >= min && value <= max ? value : ORDER_LIMIT_DEFAULTS[key]
  }
  return {
    cod_max_open_orders: read('cod_max_open_orders'),
    order_max_units_per_line: read('order_max_units_per_line'),
    cod_pending_hours: read('cod_pending_hours'),
  }
}

export const ORDER_LIMIT_MESSAGES = {
  unitsPerLine: (max: number, product: string) =>
    `Puedes comprar hasta ${max} unidades de «${product}» por pedido. Reduce la cantidad en tu carrito; para compras al por mayor, escríbenos desde la página de contacto.`,
  openCashOrders: (max: number) =>
    `Ya tienes ${max} pedidos contra entrega por confirmar. Espera a que confirmemos alguno o elige otro medio de pago.`,
  cancelledUnconfirmed: (hours: number) =>
    `Cancelado automáticamente: el pedido contra entrega no se confirmó en ${hours} horas.`,
} as const
