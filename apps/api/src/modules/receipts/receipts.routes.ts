import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { STORE_DEFAULT_NAME } from '@vitrina/core/constants'
import { receiptFileName } from '@vitrina/core/format'
import { isStaff } from '@vitrina/core/roles'
import { complaintsUrl, sellerIdentity, sellerLines } from '@vitrina/core/seller'
import { orderIdParamsSchema } from '@vitrina/core/schemas/orders'
import { currentUser } from '../../plugins/auth'
import { getOrderDetail } from '../orders/orders-read.service'
import { lineThumbnails } from './receipt-images'
import { receiptPdf } from './receipt-pdf'
import { errorResponses } from '../../lib/route-responses'

function sellerReceiptLines(settings: Record<string, string>, publicUrl: string): string[] {
  const seller = sellerIdentity(settings)
  return seller ? sellerLines(seller, complaintsUrl(publicUrl)) : []
}

/**
 * docs/product/orders.md#receipts (GET /api/receipts/download/{orderId}): the order's receipt as a PDF file.
 */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/receipts/download/:orderId',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['orders'],
        summary: 'Recibo del pedido en PDF (su cliente o el personal)',
        produces: ['application/pdf'],
        params: orderIdParamsSchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      // Anyone else's order is a 404, like GET /api/orders/{id}: ids cannot be probed.
      const order = await getOrderDetail(
        app.db,
        request.params.orderId,
        isStaff(user.roles) ? undefined : user.id,
      )
      const settings = await app.settings.map()
      const storeName = settings.store_name || STORE_DEFAULT_NAME
      const thumbnails = await lineThumbnails(
        app.storage,
        order.items.map((item) => item.image_url),
      )
      const pdf = await receiptPdf(
        order,
        {
          name: storeName,
          email: settings.contact_email,
          phone: settings.contact_phone,
          address: settings.contact_address,
          seller: sellerReceiptLines(settings, app.config.publicUrl),
        },
        thumbnails,
      )
      // docs/product/orders.md#receipts: saved as recibo-{brand}-{id}.pdf (the web app names its download the
      // same way).
      const file = receiptFileName(storeName, order.order_number)
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'private, no-store')
          // Fastify passes a Buffer through untouched; the error schemas only type the JSON answers.
          .send(pdf as never)
      )
    },
  )
}
