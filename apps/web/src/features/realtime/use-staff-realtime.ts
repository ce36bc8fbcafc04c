import { useQueryClient } from '@tanstack/react-query'
import { isStaff } from '@vitrina/core/roles'
import { useEffect } from 'react'
import { useSessionStore } from '../auth'

/**
 * docs/product/realtime.md#live-notifications: a realtime connection exists only while the user is staff, and
 * closes as soon as they are not (logout, a 401, a role change seen by the session sync). The socket client
 * is its own chunk, fetched only for staff, so shoppers never download it.
 */
export function useStaffRealtime() {
  const token = useSessionStore((state) =>
    state.isAuthenticated && isStaff(state.user?.roles ?? []) ? state.token : null,
  )
  const client = useQueryClient()

  useEffect(() => {
    if (!token) return
    let close: (() => void) | undefined
    let cancelled = false
    import('./realtime-connection')
      .then(({ openStaffSocket }) => {
        if (!cancelled) close = openStaffSocket(token, client)
      })
      .catch((error: unknown) => console.warn('No se pudieron activar las notificaciones en vivo.', error))
    return () => {
      cancelled = true
      close?.()
    }
  }, [token, client])
}
