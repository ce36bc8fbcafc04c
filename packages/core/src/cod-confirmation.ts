import { formatCOP, formatOrderNumber } from './format'

// docs/product/orders.md#cod-confirmation: staff confirm a cash-on-delivery order with the customer on
// WhatsApp before preparing it. The link opens a chat with the address's phone and a Spanish message that
// names the order, its lines, its total and the address.

export const COD_CONFIRMED_NOTE = 'Pedido confirmado con el cliente.'

/** A Colombian phone as WhatsApp wants it (country code, digits only), or null when it cannot be one. */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  if (/^3\d{9}$/.test(digits)) return `57${digits}`
  if (/^573\d{9}$/.test(digits)) return digits
  if (/^[1-9]\d{7,14}$/.test(digits) && phone.trim().startsWith('+')) return digits
  return null
}

export interface CodConfirmationOrder {
  order_number: number
  total_amount: number
  items: { product_name: string; variant_details: string | null; quantity: number }[]
  shipping_address: {
    recipient_name: string
    phone_number: string
    street_address: string
    city: string
    state_province: string
  } | null
}

export function codConfirmationMessage(order: CodConfirmationOrder, storeName: string): string {
  const address = order.shipping_address
  return [
    `Hola${address ? ` ${address.recipient_name}` : ''}, te escribimos de ${storeName} para confirmar tu pedido ${formatOrderNumber(order.order_number)} con pago contra entrega:`,
    ...order.items.map(
      (item) =>
        `- ${item.quantity} × ${item.product_name}${item.variant_details ? ` (${item.variant_details})` : ''}`,
    ),
    `Total a pagar al recibir: ${formatCOP(order.total_amount)}`,
    ...(address ? [`Dirección: ${address.street_address}, ${address.city}, ${address.state_province}`] : []),
    '¿Nos confirmas que todo está correcto?',
  ].join('\n')
}

/** The wa.me link to the customer's phone with the message ready, or null without a usable phone. */
export function codWhatsappLink(order: CodConfirmationOrder, storeName: string): string | null {
  const number = order.shipping_address && whatsappNumber(order.shipping_address.phone_number)
  if (!number) return null
  return `https://wa.me/${number}?text=${encodeURIComponent(codConfirmationMessage(order, storeName))}`
}
