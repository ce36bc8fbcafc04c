import { codOverLimitAlone } from '@vitrina/core/payment-methods'
import { useEffect } from 'react'
import { Alert } from '../../../components/ui/alert'
import { api } from '../../../lib/api-client'

/**
 * docs/product/checkout-and-payments.md#blocked-carts: the total is over cash on delivery's limit and the store
 * takes no other payment. The shopper is told what to do, and the store hears of it (a failed report changes
 * nothing for the shopper).
 */
export function CodBlocked({ totalCOP, codMax }: { totalCOP: number; codMax: number }) {
  useEffect(() => {
    void api.post('/payments/blocked-checkout', { total: totalCOP }).catch(() => undefined)
  }, [totalCOP])
  return <Alert tone="info">{codOverLimitAlone(codMax)}</Alert>
}
