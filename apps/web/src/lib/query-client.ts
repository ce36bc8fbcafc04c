import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** 4xx answers are final (bad input, not allowed, not found): retrying only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()
