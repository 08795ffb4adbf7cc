/**
 * The baseline for the API figures: a bare `node:http` server that answers every request with
 * one recorded response (our server's own bytes and headers), doing no other work. Run as a
 * child process so that, like our server, it has its own event loop and competes with the load
 * generator for the CPU in the same way.
 *
 * Input: BENCH_RESPONSE_FILE, a JSON `{ status, headers, body }` file (body in base64).
 * Output: the port it listens on, one line on stdout.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

interface RecordedResponse {
  status: number
  headers: Record<string, string | string[]>
  body: string
}

const file = process.env.BENCH_RESPONSE_FILE
if (!file) throw new Error('BENCH_RESPONSE_FILE is not set')
const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedResponse
const body = Buffer.from(recorded.body, 'base64')
const headers = { ...recorded.headers, 'content-length': String(body.length) }

const server = createServer((req, res) => {
  // Read any request body (POST endpoints) so the keep-alive connection stays usable.
  req.resume()
  res.writeHead(recorded.status, headers)
  res.end(body)
})

server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.stdout.write(`${port}\n`)
})

process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
