import { serve } from '@hono/node-server'
import { execute } from './admin/cli.ts'
import { startControlSocket } from './admin/control-socket.ts'
import { createApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { SERVER_TIMEOUTS } from './http/json-body.ts'
import { loadPageRenderer } from './http/ssr.ts'
import { startMailDelivery } from './mail/queue.ts'
import { watchCatalogue } from './products/catalogue-version.ts'
import { putBackUnfinishedImports } from './products/import-undo.ts'
import { seedCatalogue, tidyCatalogue } from './seed/seed.ts'
import { type Services, servicesFromConfig } from './services.ts'
import { watchSettings } from './store/settings.ts'

async function main() {
  const config = loadConfig()
  // On the embedded database, `npm run admin` runs its commands in this process (ADR 017). The
  // socket comes first: it refuses a second server on the same data directory before that
  // server touches the database.
  let ready: Services | undefined
  const stopControlSocket = config.databaseUrl
    ? async () => {}
    : await startControlSocket(config.dataDir, async (args, report) => {
        if (!ready) throw new Error('The server is still starting: try again in a moment.')
        return execute(args, ready, config.publicUrl, report)
      })
  const database = await openDatabase(config)
  // A products import whose process stopped before it was saved whole is undone (ADR 035). On
  // the embedded database no other process can be saving one now; on PostgreSQL only one not
  // heard of for a minute is taken for lost.
  const undone = await putBackUnfinishedImports(
    database.db,
    database.kind === 'pglite' ? { staleAfterMs: 0 } : {},
  )
  for (const { file, outcome } of undone) {
    console.warn(
      `[server] A products import of ${file} was cut off before it ended: the ${outcome.putBack} product(s) it had saved were put back${outcome.left.length > 0 ? `, but for ${outcome.left.join(', ')}, changed again since` : ''}.`,
    )
  }
  const services = servicesFromConfig(config, database)
  // The environment's settings are stored on the first start; from then on the team's count.
  await services.storeSettings.seedMissing()
  ready = services
  const seeded = await seedCatalogue(database.db)
  if (seeded > 0) {
    await tidyCatalogue(database.db)
    console.log(`[server] Seeded the catalogue with ${seeded} products.`)
  }

  const renderer = await loadPageRenderer(config.ssrEntry, config.staticDir)
  if (!renderer) {
    console.warn('[server] No server-rendering bundle: pages will render in the browser only.')
  }
  const app = createApp({ services, staticDir: config.staticDir, renderer })
  if (services.gateway.emulator) {
    console.warn(
      '[server] Payments are emulated (no Paystack keys): no money moves, and every order paid is marked as a test payment.',
    )
  }
  const stopReconciler = services.orders.reconciler.start(services.background)
  // Products changed through another server or the command line show here within a second.
  const stopWatchingCatalogue = watchCatalogue(database.db, services.catalogue, services.background)
  // Settings changed through another server or the command line apply here within a second.
  const stopWatchingSettings = watchSettings(services.storeSettings, services.background)
  // E-mails a crash or a mail-server outage left queued go out now, then whatever falls due.
  services.mail.deliver()
  const stopMailDelivery = startMailDelivery(services.mail, services.background)
  // Node's request and header timeouts cut off what no route reads (SERVER_TIMEOUTS).
  const listen = { port: config.port, hostname: config.host, serverOptions: SERVER_TIMEOUTS }
  const server = serve({ fetch: app.fetch, ...listen }, (info) => {
    const where =
      database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'
    console.log(
      `[server] Adire is serving ${config.publicUrl} (port ${info.port}) on the ${where}.`,
    )
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`[server] ${signal} received: finishing requests and closing.`)
    // Don't wait forever on keep-alive connections.
    setTimeout(() => process.exit(0), 10_000).unref()
    stopReconciler()
    stopWatchingCatalogue()
    stopWatchingSettings()
    stopMailDelivery()
    void stopControlSocket()
    server.close(() => {
      // E-mails still being sent go out before the database closes.
      services.background
        .drain()
        .then(() => services.close())
        .then(() => database.close())
        .finally(() => process.exit(0))
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`[server] ${error.message}`)
    process.exit(78) // EX_CONFIG: the configuration, not the code, needs fixing.
  }
  console.error('[server] Failed to start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
