import { create } from 'zustand'

// docs/product/realtime.md#staff-alerts (hasNewOrders, hasNewMessages, hasNewReturns, hasPaymentIssues) and
// docs/product/realtime.md#live-notifications. They live in memory only:
// docs/product/platform.md#device-storage keeps only the cart, the session and the comparison on the device.

export type StaffAlert = 'orders' | 'messages' | 'returns' | 'payments'

type StaffAlertsState = {
  hasNewOrders: boolean
  hasNewMessages: boolean
  /** docs/product/returns.md#staff */
  hasNewReturns: boolean
  /** docs/product/payment-alerts.md */
  hasPaymentIssues: boolean
  raise: (alert: StaffAlert) => void
  clear: (alert: StaffAlert) => void
}

const flag = {
  orders: 'hasNewOrders',
  messages: 'hasNewMessages',
  returns: 'hasNewReturns',
  payments: 'hasPaymentIssues',
} as const

export const useStaffAlertsStore = create<StaffAlertsState>()((set) => ({
  hasNewOrders: false,
  hasNewMessages: false,
  hasNewReturns: false,
  hasPaymentIssues: false,
  raise: (alert) => set({ [flag[alert]]: true }),
  clear: (alert) => set({ [flag[alert]]: false }),
}))

export const useHasStaffAlert = (alert?: StaffAlert) =>
  useStaffAlertsStore((state) =>
    alert
      ? state[flag[alert]]
      : state.hasNewOrders || state.hasNewMessages || state.hasNewReturns || state.hasPaymentIssues,
  )
