import { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mockApi } from '../../test/api-mock'
import { makeUser, renderApp, signIn } from '../../test/render-app'
import { announceStaffAlert } from './announce'
import { blinkFavicon, NOTIFICATION_ICON } from './favicon-blink'
import { playNotificationSound } from './notification-sound'
import { useStaffAlertsStore } from './staff-alerts.store'

// docs/product/realtime.md#live-notifications: what the back office does when the socket announces an order
// or a message.

let play: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />'
})
afterEach(() => {
  useStaffAlertsStore.setState({ hasNewOrders: false, hasNewMessages: false })
  vi.useRealTimers()
})

const icon = () => document.querySelector('link[rel~="icon"]')!.getAttribute('href')

describe('announceStaffAlert', () => {
  test("a colleague's till sale toasts 'Venta en tienda'", async () => {
    mockApi()
    renderApp('/tienda')
    announceStaffAlert('orders', new QueryClient(), 'pos')
    expect(await screen.findByText('Venta en tienda')).toBeInTheDocument()
    expect(useStaffAlertsStore.getState().hasNewOrders).toBe(true)
  })

  test('a new order sets the flag, toasts, refreshes the order lists and the dashboard, and plays a sound', async () => {
    const client = new QueryClient()
    const keys = [['admin-orders', { page: 1 }], ['dashboard'], ['admin-messages'], ['products']]
    for (const key of keys) client.setQueryData(key, 'cached')
    mockApi()
    renderApp('/tienda')

    announceStaffAlert('orders', client)

    expect(useStaffAlertsStore.getState()).toMatchObject({ hasNewOrders: true, hasNewMessages: false })
    expect(await screen.findByText('¡Nuevo pedido recibido!')).toBeInTheDocument()
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, false, false])
    expect(play).toHaveBeenCalledTimes(1)
  })

  test('a new message sets its own flag and toast', async () => {
    mockApi()
    renderApp('/tienda')
    announceStaffAlert('messages', new QueryClient())
    expect(useStaffAlertsStore.getState()).toMatchObject({ hasNewOrders: false, hasNewMessages: true })
    expect(await screen.findByText('¡Nuevo mensaje recibido!')).toBeInTheDocument()
  })
})

describe('the page icon', () => {
  test('blinks 4 times every 300 ms between the notification icon and the favicon, ending on the favicon', () => {
    vi.useFakeTimers()
    const seen: (string | null)[] = []
    blinkFavicon()
    seen.push(icon())
    for (let i = 0; i < 4; i += 1) {
      vi.advanceTimersByTime(300)
      seen.push(icon())
    }
    expect(seen).toEqual([
      NOTIFICATION_ICON,
      '/favicon.svg',
      NOTIFICATION_ICON,
      '/favicon.svg',
      '/favicon.svg',
    ])
    expect(document.querySelector('link[rel~="icon"]')!.getAttribute('type')).toBe('image/svg+xml')
  })
})

describe('the notification sound', () => {
  test('a sound the browser blocks is only logged', async () => {
    play.mockRejectedValue(new DOMException('blocked', 'NotAllowedError'))
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    expect(() => playNotificationSound()).not.toThrow()
    await vi.waitFor(() => expect(info).toHaveBeenCalledTimes(1))
    expect(info.mock.calls[0]![0]).toContain('no permitió reproducir el sonido')
  })
})

describe('the red dots', () => {
  test("show on the sidebar's Pedidos and Mensajes while their flag is set", async () => {
    mockApi()
    signIn(makeUser({ roles: ['Empleado'] }))
    useStaffAlertsStore.setState({ hasNewOrders: true, hasNewMessages: true })
    renderApp('/admin/pos')
    const sidebar = (await screen.findAllByRole('navigation', { name: 'Administración' }))[0]!
    expect(within(sidebar).getByRole('link', { name: /Pedidos \(hay pedidos nuevos\)/ })).toBeInTheDocument()
    expect(
      within(sidebar).getByRole('link', { name: /Mensajes \(hay mensajes nuevos\)/ }),
    ).toBeInTheDocument()
  })

  test("the header's 'Panel Admin' link has the dot for staff", async () => {
    mockApi()
    signIn(makeUser({ roles: ['Administrador'] }))
    useStaffAlertsStore.setState({ hasNewMessages: true })
    renderApp('/tienda')
    expect(
      (await screen.findAllByRole('link', { name: 'Panel Admin (hay novedades en el panel)' })).length,
    ).toBeGreaterThan(0)
  })

  test('opening the orders screen clears the orders flag only', async () => {
    mockApi()
    signIn(makeUser({ roles: ['Empleado'] }))
    useStaffAlertsStore.setState({ hasNewOrders: true, hasNewMessages: true })
    renderApp('/admin/pedidos')
    await vi.waitFor(() => expect(useStaffAlertsStore.getState().hasNewOrders).toBe(false))
    expect(useStaffAlertsStore.getState().hasNewMessages).toBe(true)
  })
})
