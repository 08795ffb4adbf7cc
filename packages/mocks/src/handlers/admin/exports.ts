// The store team's CSV downloads (docs/product.md §11.12): orders over a range of Lagos days,
// customers and products, answered as the server answers them (an attachment, never cached; a
// date it cannot read refused with the rule's words), with a few rows standing for the file.
import { exportFileName, OrdersExportQuery, REFUSAL_FALLBACKS, refusalOf } from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { refusedToNonAdmin } from './orders.ts'

const TODAY = '2026-11-01'

/** The server's answer: CSV as an attachment, never kept. */
const csv = (fileName: string, rows: string[]) =>
  new HttpResponse(`${rows.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })

export const adminExportHandlers = {
  orders: http.get(url('adminOrdersExport'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const range = OrdersExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!range.success) {
      return fail(refusalOf(range.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
    }
    return csv(exportFileName('orders', range.data, TODAY), [
      'order_number,reference,date,status,order_total',
      '1300,ADR-FIXTURE-100,2026-10-31 10:00,Order Placed,18500.00',
    ])
  }),
  customers: http.get(url('adminCustomersExport'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    return csv(exportFileName('customers', {}, TODAY), [
      'customer,email,phone,orders,paid',
      "Ada Okafor,ada@example.com,'+2348031234567,3,54000.00",
    ])
  }),
  products: http.get(url('adminProductsExport'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    return csv(exportFileName('products', {}, TODAY), [
      'id,name,category,price',
      'lagos-sun-cap,Lagos Sun Cap,HeadWear,9500.00',
    ])
  }),
  /** Every download waits. */
  ordersSlow: http.get(url('adminOrdersExport'), neverAnswers),
  ordersError: http.get(url('adminOrdersExport'), serverError),
  customersError: http.get(url('adminCustomersExport'), serverError),
}
