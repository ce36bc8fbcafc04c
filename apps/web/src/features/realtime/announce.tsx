import type { QueryClient } from '@tanstack/react-query'
import { Mail, ShoppingBag, TriangleAlert, Undo2 } from 'lucide-react'
import { toast } from '../../lib/toast'
import { blinkFavicon } from './favicon-blink'
import { playNotificationSound } from './notification-sound'
import { useStaffAlertsStore, type StaffAlert } from './staff-alerts.store'

const TOAST_TEXT: Record<StaffAlert, string> = {
  orders: '¡Nuevo pedido recibido!',
  messages: '¡Nuevo mensaje recibido!',
  returns: 'Nueva solicitud de devolución',
  payments: 'Pago con problemas: revísalo en el panel',
}

/**
 * The first segment of the query keys each event makes stale: the admin lists (orders, messages), the
 * dashboard's figures and the till's stock. Screens that show these data key their queries under these.
 */
export const STALE_AFTER: Record<StaffAlert, readonly string[]> = {
  orders: ['admin-orders', 'orders', 'dashboard', 'pos'],
  messages: ['admin-messages', 'messages', 'dashboard'],
  returns: ['admin-returns'],
  payments: ['payment-issues', 'admin-orders', 'dashboard'],
}

const ICONS = { orders: ShoppingBag, messages: Mail, returns: Undo2, payments: TriangleAlert }

/** A sale a colleague rang up at the till (the cashier is not told of their own). */
export const TILL_SALE_TEXT = 'Venta en tienda'

/**
 * docs/product/realtime.md#live-notifications: set the flag, toast, refresh the lists, play a sound and blink
 * the page icon. `channel` 'pos' is a till sale and says so.
 */
export function announceStaffAlert(alert: StaffAlert, client: QueryClient, channel?: string) {
  useStaffAlertsStore.getState().raise(alert)
  const Icon = ICONS[alert]
  toast(alert === 'orders' && channel === 'pos' ? TILL_SALE_TEXT : TOAST_TEXT[alert], {
    icon: <Icon className="size-5 shrink-0 text-primary-ink" aria-hidden="true" />,
  })
  void client.invalidateQueries({
    predicate: (query) => STALE_AFTER[alert].includes(String(query.queryKey[0])),
  })
  playNotificationSound()
  blinkFavicon()
}
