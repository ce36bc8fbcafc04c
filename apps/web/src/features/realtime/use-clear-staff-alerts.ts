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
  const hasNewReturns = useStaffAlertsStore((state) => state.hasNewReturns)
  const hasPaymentIssues = useStaffAlertsStore((state) => state.hasPaymentIssues)
  const clear = useStaffAlertsStore((state) => state.clear)
  const onOrders = pathname.startsWith(paths.admin.orders)
  const onMessages = pathname.startsWith(paths.admin.messages)
  const onReturns = pathname.startsWith(paths.admin.returns)
  // 'Pagos con problemas' is on the dashboard.
  const onDashboard = pathname === paths.admin.root
  useEffect(() => {
    if (onOrders && hasNewOrders) clear('orders')
  }, [onOrders, hasNewOrders, clear])
  useEffect(() => {
    if (onMessages && hasNewMessages) clear('messages')
  }, [onMessages, hasNewMessages, clear])
  useEffect(() => {
    if (onReturns && hasNewReturns) clear('returns')
  }, [onReturns, hasNewReturns, clear])
  useEffect(() => {
    if (onDashboard && hasPaymentIssues) clear('payments')
  }, [onDashboard, hasPaymentIssues, clear])
}
