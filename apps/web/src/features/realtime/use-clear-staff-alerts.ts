import { useEffect } from 'react'
import { paths } from '@vitrina/core/paths'
import { useStaffAlertsStore } from './staff-alerts.store'

/**
 * Where the flags are cleared (docs/product/realtime.md#clearing-flags): here, by being on the screen the
 * flag is about. Opening the orders screen clears hasNewOrders, the messages screen hasNewMessages, and while
 * staff stay there a new event refreshes the list without leaving a dot behind.
 */
export function useClearStaffAlerts(pathname: string) {
  const hasNewOrders = useStaffAlertsStore((state) => state.hasNewOrders)
  const hasNewMessages = useStaffAlertsStore((state) => state.hasNewMessages)
  const clear = useStaffAlertsStore((state) => state.clear)
  const onOrders = pathname.startsWith(paths.admin.orders)
  const onMessages = pathname.startsWith(paths.admin.messages)
  useEffect(() => {
    if (onOrders && hasNewOrders) clear('orders')
  }, [onOrders, hasNewOrders, clear])
  useEffect(() => {
    if (onMessages && hasNewMessages) clear('messages')
  }, [onMessages, hasNewMessages, clear])
}
