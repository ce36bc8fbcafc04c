import { queryOptions, useMutation } from '@tanstack/react-query'
import type { AuthResponse, LoginInput, RegisterInput, SessionUser } from '@vitrina/core/schemas/auth'
import { api } from '../../lib/api-client'

type Availability = { available: boolean }
type Message = { message: string }

export const authKeys = {
  all: ['auth'] as const,
  // Keyed by token so a new login never sees the previous user's answer.
  me: (token: string | null) => [...authKeys.all, 'me', token] as const,
  availability: (field: string, value: string) => [...authKeys.all, 'availability', field, value] as const,
}

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.me(token),
    queryFn: ({ signal }) =>
      api.get<{ user: SessionUser; privacy_policy_pending: boolean }>('/auth/me', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  })

const availabilityPaths = { username: '/auth/check-username', email: '/auth/check-email' } as const
export type AvailabilityField = keyof typeof availabilityPaths

// A failed check goes back to idle (docs/product/auth.md#availability-checks), so retrying would only keep
// the field in "checking".
export const availabilityOptions = (field: AvailabilityField, value: string) =>
  queryOptions({
    queryKey: authKeys.availability(field, value),
    queryFn: ({ signal }) =>
      api.get<Availability>(availabilityPaths[field], { query: { [field]: value }, signal }),
    retry: false,
    staleTime: 30_000,
  })

export function useLogin() {
  return useMutation({ mutationFn: (input: LoginInput) => api.post<AuthResponse>('/auth/login', input) })
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<AuthResponse>('/auth/register', input),
  })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string }) => api.post<Message>('/auth/forgot-password', input),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api.post<Message>('/auth/reset-password', input),
  })
}
