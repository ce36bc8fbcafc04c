import { HEALTH_CHECK_INTERVAL_MS } from '@vitrina/core/constants'
import { useEffect } from 'react'
import { api } from '../lib/api-client'

/**
 * docs/product/platform.md#health-check: ping the API on load and every 14 minutes (keeps sleeping hosts
 * awake); failures are only logged.
 */
export function useHealthCheck() {
  useEffect(() => {
    const ping = () =>
      api.get('/health-check').catch((error: unknown) => console.warn('Health check falló', error))
    void ping()
    const timer = setInterval(ping, HEALTH_CHECK_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
}
