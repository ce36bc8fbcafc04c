import { queryOptions } from '@tanstack/react-query'
import type { Buyer } from '@vitrina/core/schemas/buyer'
import { api } from '../../lib/api-client'

/** docs/product/checkout-and-payments.md#buyer: what the shopper's last order named, to prefill. */
export const rememberedBuyerOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'buyer', token] as const,
    queryFn: ({ signal }) => api.get<Buyer>('/account/buyer', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  })
