import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { meQueryOptions } from '../auth.api'
import { useSessionStore } from '../session.store'

/**
 * The stored user may be stale (roles or photo changed elsewhere) or its token revoked; asking the server
 * once per visit refreshes it, and a 401 logs out through the API client.
 */
export function useSessionSync() {
  const token = useSessionStore((state) => state.token)
  const setUser = useSessionStore((state) => state.setUser)
  const { data } = useQuery(meQueryOptions(token))
  useEffect(() => {
    if (data) setUser(data.user)
  }, [data, setUser])
}
