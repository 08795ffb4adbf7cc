/**
 * The baseline for the dynamic endpoints: a bare `node:http` server that answers the cart and
 * order-list calls by running the same SQL as our server, through the same driver (a `pg` Pool
 * of the server's size, or PGlite), including the session look-up for the token. It does no
 * routing framework, no validation library and no middleware, so the database work is all it
 * shares with our server: ours/bare is the share of "the queries alone" our server reaches.
 *
 * Every statement below is a raw copy of what drizzle sends for the code it names (checked with
 * drizzle's `toSQL()`); keep them in step when that code changes.
 *
 * Input (environment):
 *   BENCH_BARE_DATABASE_URL   a PostgreSQL database, or
 *   BENCH_BARE_PGLITE_DIR     an embedded database directory no other process has open;
 *   BENCH_BARE_AUTH_SECRET    the server's AUTH_SECRET (keys the stored session tokens);
 *   BENCH_BARE_HEADERS        JSON object: headers our server sends with these answers.
 * Output: the port it listens on, one line on stdout.
 */
import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import {
  capQuantity,
  cartEntries,
  DAY_MS,
  HOUR_MS,
  MAX_LINE_QUANTITY,
  USER_ORDERS_PAGE_SIZE,
} from '@adire/contract'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { RANDOM_PAGE_COST } from '../apps/server/src/db/client.ts'

type Row = Record<string, unknown>
/** Runs a statement; `name` makes it a named (prepared) statement, as our server's are. */
type Query = (text: string, params: unknown[], name?: string) => Promise<Row[]>

const secret = process.env.BENCH_BARE_AUTH_SECRET
if (!secret) throw new Error('BENCH_BARE_AUTH_SECRET is not set')
const staticHeaders = JSON.parse(process.env.BENCH_BARE_HEADERS ?? '{}') as Record<string, string>

async function openQuery(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.BENCH_BARE_DATABASE_URL
  if (url) {
    // As apps/server/src/db/client.ts opens it, with the same planner setting.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 5000,
      options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    })
    pool.on('error', () => {})
    return {
      // Our server's hot statements are drizzle prepared statements with a name: node-postgres
      // parses each once per connection. The same names here, so both do the same work.
      query: async (text, params, name) =>
        (await pool.query(name ? { name, text, values: params } : { text, values: params }))
          .rows as Row[],
      close: () => pool.end(),
    }
  }
  const dir = process.env.BENCH_BARE_PGLITE_DIR
  if (!dir) throw new Error('BENCH_BARE_DATABASE_URL or BENCH_BARE_PGLITE_DIR must be set')
  const client = await PGlite.create(dir)
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`)
  return {
    // drizzle's PGlite driver ignores statement names.
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  }
}

const { query, close } = await openQuery()

// --- Sessions: apps/server/src/users/sessions.ts and tokens.ts -------------------------------

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const IDLE_MS = 7 * DAY_MS

/** SessionStore.authenticate: the token's HMAC, the live session, touched at most hourly. */
async function authenticate(req: IncomingMessage): Promise<string | undefined> {
  const header = req.headers.token
  const token = typeof header === 'string' ? header.trim() : ''
  if (!TOKEN_PATTERN.test(token)) return undefined
  const tokenHash = createHmac('sha256', Buffer.from(secret as string, 'utf8'))
    .update(token)
    .digest('base64url')
  const now = new Date()
  const [row] = await query(
    'select "id", "user_id", "last_used_at" from "sessions" where ("sessions"."token_hash" = $1 and "sessions"."expires_at" > $2 and "sessions"."last_used_at" > $3)',
    [tokenHash, now.toISOString(), new Date(now.getTime() - IDLE_MS).toISOString()],
    'session_lookup',
  )
  if (!row) return undefined
  if (now.getTime() - (row.last_used_at as Date).getTime() > HOUR_MS) {
    await query('update "sessions" set "last_used_at" = $1 where "sessions"."id" = $2', [
      now.toISOString(),
      row.id,
    ])
  }
  return row.user_id as string
}

// --- The cart: apps/server/src/cart/service.ts ------------------------------------------------

/** CartService.get */
async function getCart(userId: string) {
  return cartAnswer(
    await query(
      'select "cart_items"."product_id", "cart_items"."size", "cart_items"."quantity" from "cart_items" inner join "products" on "products"."id" = "cart_items"."product_id" where ("cart_items"."user_id" = $1 and "products"."archived_at" is null and "cart_items"."size" = any("products"."sizes")) order by "cart_items"."created_at" asc, "cart_items"."product_id" asc, "cart_items"."size" asc',
      [userId],
      'cart_get',
    ),
  )
}

function cartAnswer(rows: Row[]) {
  const cart: Record<string, Record<string, number>> = {}
  for (const row of rows) {
    const productId = row.product_id as string
    cart[productId] = { ...cart[productId], [row.size as string]: row.quantity as number }
  }
  return { success: true, cartData: cart, cart: { items: cartEntries(cart) } }
}

/**
 * CartService.add and set (upsertAndGet): the upsert and the cart read back as one statement, in
 * its 'add' and 'set' forms. Undefined when nothing changed (our server then looks up why; the
 * bench only sends lines that exist).
 */
async function upsertAndGet(userId: string, line: Line, mode: 'add' | 'set') {
  const quantity = capQuantity(line.quantity)
  const newQuantity =
    mode === 'add'
      ? `least("cart_items"."quantity" + excluded.quantity, ${MAX_LINE_QUANTITY})`
      : 'excluded.quantity'
  // fitsStock: a counted size's line is not raised past the units free to sell.
  const had =
    'coalesce((select "cart_items"."quantity" from "cart_items" where "cart_items"."user_id" = $1::uuid and "cart_items"."product_id" = $4 and "cart_items"."size" = $5), 0)'
  const asked = mode === 'add' ? `${had} + $3::int` : '$3::int'
  const rows = await query(
    `
        with line as (
          insert into "cart_items" (user_id, product_id, size, quantity)
          select $1::uuid, "products"."id", $2, $3::int
          from "products"
          where "products"."id" = $4 and $5 = any("products"."sizes")
            and "products"."archived_at" is null and not exists (
              select 1 from "product_stock"
              where "product_stock"."product_id" = "products"."id" and "product_stock"."size" = $5
                and ${asked} > ${had}
                and ${asked} > "product_stock"."quantity" - coalesce((
                  select sum("stock_holds"."units") from "stock_holds"
                  where "stock_holds"."product_id" = "product_stock"."product_id" and "stock_holds"."size" = "product_stock"."size"
                    and "stock_holds"."state" = 'held' and "stock_holds"."expires_at" > $9::timestamptz
                ), 0)
            )
          on conflict (user_id, product_id, size)
          do update set quantity = ${newQuantity}, updated_at = now()
          returning product_id, size, quantity, created_at
        )
        select lines.product_id, lines.size, lines.quantity
        from (
          select product_id, size, quantity, created_at from line
          union all
          select product_id, size, quantity, created_at from "cart_items"
          where user_id = $6::uuid
            and not (product_id = $7 and size = $8)
        ) lines
        join "products" on "products"."id" = lines.product_id and lines.size = any("products"."sizes")
          and "products"."archived_at" is null
        order by lines.created_at asc, lines.product_id asc, lines.size asc`,
    [
      userId,
      line.size,
      quantity,
      line.productId,
      line.size,
      userId,
      line.productId,
      line.size,
      new Date().toISOString(),
    ],
    mode === 'add' ? 'cart_add' : 'cart_set',
  )
  const changed = rows.some((row) => row.product_id === line.productId && row.size === line.size)
  return changed ? cartAnswer(rows) : undefined
}

/** CartService.remove */
async function removeLine(userId: string, line: Line) {
  await query(
    'delete from "cart_items" where ("cart_items"."user_id" = $1 and "cart_items"."product_id" = $2 and "cart_items"."size" = $3)',
    [userId, line.productId, line.size],
  )
}

// --- The order list: apps/server/src/orders/service.ts (list, toOrder) ------------------------

const SHOPPER_VIEW: Record<string, string> = {
  shopper: 'You',
  payment: 'Paystack',
  admin: 'Adire',
  cli: 'Adire',
  reconciler: 'Adire',
}
const PAYMENT_STATUS: Record<string, string> = {
  pending: 'awaiting',
  paid: 'paid',
  abandoned: 'expired',
}

interface OrderedItem {
  productId: string
  name: string
  description: string
  category: string
  images: string[]
  sizes: string[]
  priceKobo: number
  size: string
  quantity: number
}

const EPOCH_MS = (column: string) => `floor(extract(epoch from ${column}) * 1000)::bigint`

/**
 * OrderReads.list: the first page of the shopper's orders (one statement: the orders, each with
 * its events and its payments), then toOrder.
 */
async function listOrders(userId: string) {
  const rows = await query(
    `select "id", "user_id", "reference", "status", "payment_method", "payment_status", "test_payment", "amount_kobo", "delivery_fee_kobo", "currency", "address", "items", "created_at", "paid_at", (
          select coalesce(json_agg(json_build_object(
            'status', e.status,
            'actor', e.actor,
            'at', ${EPOCH_MS('e.created_at')}
          ) order by e.created_at asc, e.id asc), '[]'::json)
          from order_status_events e where e.order_id = orders.id) as "timeline", (
          select coalesce(json_agg(json_build_object(
            'reference', p.reference,
            'amountKobo', p.amount_kobo,
            'kind', p.kind,
            'at', ${EPOCH_MS('p.paid_at')},
            'refund', case when r.id is null then null else json_build_object(
              'amountKobo', r.amount_kobo,
              'status', r.status,
              'at', ${EPOCH_MS('r.created_at')},
              'updatedAt', ${EPOCH_MS('r.updated_at')}
            ) end
          ) order by p.paid_at asc, p.kind <> 'paid', p.reference asc), '[]'::json)
          from payments p left join refunds r on r.payment_reference = p.reference
          where p.order_id = orders.id) as "payments"
        from "orders" where "orders"."user_id" = $1 order by "orders"."created_at" desc, "orders"."reference" asc limit $2`,
    [userId, USER_ORDERS_PAGE_SIZE + 1],
    'orders_of_user',
  )
  const orders = rows.slice(0, USER_ORDERS_PAGE_SIZE).map((row) => {
    const date = (row.created_at as Date).getTime()
    return {
      _id: row.id,
      status: row.status,
      payment: row.payment_status === 'paid',
      paymentMethod: row.payment_method,
      date,
      amount: (row.amount_kobo as number) / 100,
      address: row.address,
      reference: row.reference,
      testPayment: row.test_payment,
      paymentStatus: PAYMENT_STATUS[row.payment_status as string] ?? 'awaiting',
      timeline: (row.timeline as { status: string; actor: string; at: number }[]).map((event) => ({
        status: event.status,
        at: event.at,
        by: SHOPPER_VIEW[event.actor] ?? 'Adire',
      })),
      items: (row.items as OrderedItem[]).map((item) => ({
        _id: item.productId,
        name: item.name,
        description: item.description,
        price: item.priceKobo / 100,
        image: item.images,
        category: item.category,
        sizes: item.sizes,
        bestseller: false,
        date,
        selectedSize: item.size,
        quantity: item.quantity,
      })),
      payments: row.payments,
    }
  })
  const last = rows[USER_ORDERS_PAGE_SIZE - 1]
  const nextCursor =
    rows.length > USER_ORDERS_PAGE_SIZE && last
      ? `${(last.created_at as Date).getTime()}~${last.reference}`
      : null
  return { success: true, orders, nextCursor }
}

// --- HTTP --------------------------------------------------------------------------------------

interface Line {
  productId: string
  size: string
  quantity: number
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** The body as a cart line, or undefined (the bench sends only valid ones). */
async function readLine(req: IncomingMessage): Promise<Line | undefined> {
  try {
    const body = JSON.parse(await readBody(req)) as Partial<Line>
    const { productId, size, quantity } = body
    if (typeof productId !== 'string' || typeof size !== 'string') return undefined
    if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return undefined
    return { productId, size, quantity }
  } catch {
    return undefined
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  const bytes = Buffer.from(JSON.stringify(body))
  res.writeHead(status, { ...staticHeaders, 'content-length': String(bytes.length) })
  res.end(bytes)
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const route = `${req.method} ${req.url}`
  const known = [
    'GET /api/cart/get',
    'POST /api/cart/items',
    'PUT /api/cart/update',
    'POST /api/order/userorders',
  ]
  if (!known.includes(route)) {
    req.resume()
    return send(res, 404, { success: false, message: 'Not found' })
  }
  const userId = await authenticate(req)
  if (!userId) {
    req.resume()
    return send(res, 401, { success: false, message: 'Session expired' })
  }
  switch (route) {
    case 'GET /api/cart/get':
      return send(res, 200, await getCart(userId))
    case 'POST /api/cart/items':
    case 'PUT /api/cart/update': {
      const line = await readLine(req)
      if (!line) return send(res, 400, { success: false, message: 'Bad line' })
      const mode = route === 'POST /api/cart/items' ? 'add' : 'set'
      if (mode === 'set' && line.quantity === 0) {
        await removeLine(userId, line)
        return send(res, 200, await getCart(userId))
      }
      const answer = await upsertAndGet(userId, line, mode)
      if (!answer) return send(res, 400, { success: false, message: 'Product not found' })
      return send(res, 200, answer)
    }
    default:
      req.resume()
      return send(res, 200, await listOrders(userId))
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    process.stderr.write(`[bare-dynamic] ${error instanceof Error ? error.message : error}\n`)
    if (!res.headersSent) send(res, 500, { success: false, message: 'Server error' })
    else res.destroy()
  })
})

server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.stdout.write(`${port}\n`)
})

process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => {
    close().finally(() => process.exit(0))
  })
})
