/**
 * The stack's floor on a phone (issue 47): Lighthouse, on the same phone and in the same run as
 * the store's pages, on two pages that hold none of the store's code: React and React DOM
 * hydrating a heading and a line, and the same page under the stack's other libraries as the
 * store's entry wires them (bench/stack-floor/). What the floors cost is what any page of a
 * store built on this stack costs before its own code; what the store's pages cost beyond them is
 * the store's to cut. Each floor is built as the storefront is (Vite, production, es2022, one
 * file), served precompressed with brotli, server-rendered as the store's pages are.
 *
 * The pages are measured round-robin within each run (floors and the store's pages in turn), so a
 * busy minute of the shared machine falls on both.
 */

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { build } from 'vite'
import { onCleanup } from './cleanup.ts'
import { measureLighthouse } from './lighthouse.ts'
import { progress } from './log.ts'
import { type BenchPage, shopperPagesNamed } from './pages.ts'
import type { AreaResult } from './report.ts'
import { reactDomApp, stackApp } from './stack-floor/apps.tsx'

/** The store's pages measured beside the floors unless `--pages` names others. */
const STORE_PAGES = ['home', 'collection', 'product', 'cart']

interface Floor {
  name: string
  entry: string
  render: () => ReactElement
}

const FLOORS: Floor[] = [
  { name: 'floor-react-dom', entry: 'react-dom.tsx', render: reactDomApp },
  { name: 'floor-stack', entry: 'stack.tsx', render: () => stackApp('/') },
]

/** Builds a floor's entry as the storefront's build would, into `outDir`; its script's file name. */
async function buildFloor(floor: Floor, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: path.join(import.meta.dirname, 'stack-floor', floor.entry) },
    },
  })
  const files = await readdir(path.join(outDir, 'assets'))
  const script = files.find((file) => file.endsWith('.js'))
  if (!script) throw new Error(`The floor ${floor.name} built no script`)
  return script
}

const documentOf = (body: string, script: string) =>
  `<!doctype html><html lang="en-NG"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta name="description" content="The stack's floor"><title>Floor</title><link rel="icon" href="data:,"><script type="module" src="/${script}"></script></head><body><div id="root">${body}</div></body></html>`

/** Serves each floor's document at `/<name>` and its script, brotli-compressed for browsers that take it. */
async function serveFloors(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'adire-floor-'))
  const files = new Map<string, { type: string; body: Buffer }>()
  for (const floor of FLOORS) {
    const outDir = path.join(dir, floor.name)
    const script = await buildFloor(floor, outDir)
    const scriptPath = `${floor.name}/${script}`
    files.set(`/${scriptPath}`, {
      type: 'text/javascript',
      body: await readFile(path.join(outDir, 'assets', script)),
    })
    files.set(`/${floor.name}`, {
      type: 'text/html; charset=utf-8',
      body: Buffer.from(documentOf(renderToString(floor.render()), scriptPath)),
    })
  }
  await rm(dir, { recursive: true, force: true })
  const compressed = new Map([...files].map(([key, file]) => [key, brotliCompressSync(file.body)]))
  const server: Server = createServer((req, res) => {
    const file = files.get(req.url ?? '')
    if (!file) {
      res.writeHead(404).end()
      return
    }
    const br = /\bbr\b/.test(String(req.headers['accept-encoding']))
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      ...(br ? { 'content-encoding': 'br' } : {}),
    })
    res.end(br ? compressed.get(req.url ?? '') : file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The floor server has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export async function measureStackFloor(
  baseUrl: string,
  runs: number,
  reportDir: string,
  signal: AbortSignal,
  { cpu, pageNames = STORE_PAGES }: { cpu: number; pageNames?: string[] },
): Promise<AreaResult> {
  progress('stack-floor: building the floors')
  const floors = await serveFloors()
  const close = onCleanup(floors.close)
  try {
    const measured: BenchPage[] = [
      // An absolute path: Lighthouse opens it on the floors' server, not the store's.
      ...FLOORS.map((floor) => ({ name: floor.name, path: `${floors.url}/${floor.name}` })),
      ...shopperPagesNamed(pageNames),
    ]
    const result = await measureLighthouse(baseUrl, runs, reportDir, signal, { cpu, measured })
    return {
      ...result,
      rows: result.rows.map((row) => ({ ...row, area: 'stack-floor' as const })),
      notes: [
        "floor-react-dom: React and React DOM hydrating a heading and a line; floor-stack: the same page under TanStack Query and React Router as the store wires them. Neither holds the store's code or styles (bench/stack-floor/).",
        ...result.notes,
      ],
    }
  } finally {
    await close()
  }
}
