import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '@vitrina/core/schemas/contact'
import { api } from '../../lib/api-client'

/**
 * docs/product/content.md#contact-form: POST /api/contact with sender_name, sender_email, subject and
 * message.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<{ message?: string }>('/contact', input),
  })
}
