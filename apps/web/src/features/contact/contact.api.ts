import { queryOptions, useMutation } from '@tanstack/react-query'
import type { AccountPqr, ContactInput, ContactSent } from '@vitrina/core/schemas/contact'
import { api } from '../../lib/api-client'

/**
 * docs/product/content.md#contact-form: POST /api/contact with sender_name, sender_email, subject and
 * message, and a `kind` (docs/product/consumer-rights.md#pqr): a PQR answers its radicado and due date.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<ContactSent>('/contact', input),
  })
}

export const pqrKeys = { account: (token: string | null) => ['account-pqr', token] as const }

/** docs/product/consumer-rights.md#pqr: GET /api/account/pqr, the signed-in customer's PQR. */
export const accountPqrOptions = (token: string | null) =>
  queryOptions({
    queryKey: pqrKeys.account(token),
    queryFn: ({ signal }) => api.get<AccountPqr[]>('/account/pqr', { signal }),
  })
