import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PROFILE_IMAGE_FIELD,
  type ProfileImage,
  type newPrimaryImageSchema,
  type profileImageUploadedSchema,
} from '@vitrina/core/schemas/profile'
import type { z } from 'zod'
import { api } from '../../lib/api-client'
import { useSessionStore } from '../auth'

type Uploaded = z.infer<typeof profileImageUploadedSchema>
type NewPrimary = z.infer<typeof newPrimaryImageSchema>

export const profileImageKeys = {
  all: ['profile-images'] as const,
  mine: (token: string | null) => [...profileImageKeys.all, token] as const,
}

/** docs/product/account.md#profile-photos GET /api/profile/images. */
export const profileImagesOptions = (token: string | null) =>
  queryOptions({
    queryKey: profileImageKeys.mine(token),
    queryFn: ({ signal }) => api.get<ProfileImage[]>('/profile/images', { signal }),
    enabled: token !== null,
  })

/**
 * After each change the list is fetched again and the session's photo follows the primary
 * (docs/product/account.md#profile-photos).
 */
function usePhotoMutation<TInput, TResult>(
  send: (input: TInput) => Promise<TResult>,
  primaryUrl: (result: TResult) => string | null | undefined,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      const url = primaryUrl(result)
      if (url !== undefined) useSessionStore.getState().setProfileImage(url)
      return client.invalidateQueries({ queryKey: profileImageKeys.all })
    },
  })
}

export function useUploadProfileImage() {
  return usePhotoMutation(
    (file: File) => {
      const form = new FormData()
      form.append(PROFILE_IMAGE_FIELD, file)
      return api.post<Uploaded>('/profile/images', form)
    },
    (result) => result.profile_image_url,
  )
}

export function useSetPrimaryProfileImage() {
  return usePhotoMutation(
    (id: number) => api.put<NewPrimary>(`/profile/images/${id}/primary`),
    (result) => result.new_primary_image_url,
  )
}

export function useDeleteProfileImage() {
  // Only a photo that is not the primary can go, so the session's photo stays as it is.
  return usePhotoMutation(
    (id: number) => api.delete<{ message: string }>(`/profile/images/${id}`),
    () => undefined,
  )
}

/**
 * docs/product/account.md#change-password PUT /api/auth/profile/password; the answer's new token replaces the
 * old one (others stop working).
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.put<{ message: string; token: string }>('/auth/profile/password', input),
    onSuccess: ({ token }) => {
      const { user, login } = useSessionStore.getState()
      if (user) login(token, user)
    },
  })
}
