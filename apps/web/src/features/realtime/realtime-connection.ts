import type { QueryClient } from '@tanstack/react-query'
import { REALTIME_EVENTS, REALTIME_RECONNECT } from '@vitrina/core/constants'
import { io } from 'socket.io-client'
import { announceStaffAlert } from './announce'

/**
 * The staff socket (docs/product/realtime.md#socket): same origin, websocket falling back to long polling,
 * the session token in the handshake, and the reconnection constants of docs/product/realtime.md#reconnect.
 * Returns what closes it.
 */
export function openStaffSocket(token: string, client: QueryClient): () => void {
  const socket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    auth: { token },
    ...REALTIME_RECONNECT,
  })
  socket.on(REALTIME_EVENTS.newOrder, (order?: { channel?: string }) =>
    announceStaffAlert('orders', client, order?.channel),
  )
  socket.on(REALTIME_EVENTS.newMessage, () => announceStaffAlert('messages', client))
  socket.on(REALTIME_EVENTS.newReturn, () => announceStaffAlert('returns', client))
  socket.on(REALTIME_EVENTS.paymentIssue, () => announceStaffAlert('payments', client))
  // A refused handshake (expired session, no longer staff) is not retried by socket.io; the API client's
  // 401 handling logs the user out, which closes this socket through useStaffRealtime. An unreachable
  // server is retried forever (docs/product/realtime.md#reconnect), so it is logged once per outage, not on
  // every attempt.
  let warned = false
  socket.on('connect', () => (warned = false))
  socket.on('connect_error', (error) => {
    if (!warned) console.warn('Notificaciones en vivo:', error.message)
    warned = true
  })
  return () => {
    socket.removeAllListeners()
    socket.disconnect()
  }
}
