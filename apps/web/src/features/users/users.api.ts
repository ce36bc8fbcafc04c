import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminUser, AdminUserListQuery, StaffRole } from '@vitrina/core/schemas/users'
import { api } from '../../lib/api-client'

export const userKeys = {
  all: ['admin-users'] as const,
  list: (query: AdminUserListQuery) => [...userKeys.all, 'list', query] as const,
}

export const usersListOptions = (query: AdminUserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.getPage<AdminUser>('/admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  })

/** Role and status changes answer the account as it now is; the list is fetched again after either. */
export function useSetUserRoles() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, roles }: { id: string; roles: StaffRole[] }) =>
      api.put<AdminUser>(`/admin/users/${id}/roles`, { roles }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  })
}

export function useSetUserActive() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, is_active }: { id: string; is_active: boolean }) =>
      api.put<AdminUser>(`/admin/users/${id}/status`, { is_active }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  })
}
