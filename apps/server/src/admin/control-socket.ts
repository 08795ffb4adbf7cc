import { chmod, mkdir, unlink } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

/**
 * The embedded database lives inside one process: a second process opening the same data
 * directory would corrupt it. So a server on the embedded database listens on a Unix socket in
 * its data directory, and `npm run admin` hands its command to that server instead of opening
 * the database itself. Whoever can reach the socket can already read the database's files: the
 * socket is the owner's alone (0600), like them. On PostgreSQL none of this is needed.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock')

/** What the server answers: the command's output, or why it was refused. */
type Answer = { ok: true; output: string } | { ok: false; message: string; usage?: boolean }

/** A refusal to show as the command's usage (exit code 64) rather than as an error. */
export class UsageError extends Error {}

/** A command is a few words; its answer may be a whole catalogue's CSV. */
const REQUEST_LIMIT = 64 * 1024
const ANSWER_LIMIT = 256 * 1024 * 1024

/** Reads one line of JSON from the socket (a request or an answer), up to `limit` characters. */
function readLine(socket: net.Socket, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      text += chunk
      const end = text.indexOf('\n')
      if (end >= 0) {
        try {
          resolve(JSON.parse(text.slice(0, end)))
        } catch {
          reject(new Error('Not a JSON line'))
        }
      } else if (text.length > limit) {
        reject(new Error('Request too large'))
        socket.destroy()
      }
    })
    socket.on('error', reject)
    socket.on('end', () => reject(new Error('The connection closed before a full line came')))
  })
}

/** Connects to a server's socket; undefined when no server is listening there. */
function connect(socketPath: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath)
    socket.once('connect', () => resolve(socket))
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined)
      else reject(error)
    })
  })
}

/**
 * Listens for admin commands in `dataDir`. Refuses to start when another server already
 * answers there (two processes on one embedded database would corrupt it); a socket file left
 * by a server that was killed is replaced.
 */
export async function startControlSocket(
  dataDir: string,
  execute: (args: string[]) => Promise<string>,
): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir)
  const running = await connect(socketPath)
  if (running) {
    running.destroy()
    throw new Error(
      `Another Adire server is already using the embedded database in ${dataDir}. Stop it first, or give this one another DATA_DIR.`,
    )
  }
  await mkdir(dataDir, { recursive: true })
  await unlink(socketPath).catch(() => {})

  const server = net.createServer((socket) => {
    readLine(socket, REQUEST_LIMIT)
      .then(async (request) => {
        const args = (request as { args?: unknown } | null)?.args
        if (!Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
          return { ok: false, message: 'Expected {"args": [...]}' } satisfies Answer
        }
        return execute(args).then(
          (output): Answer => ({ ok: true, output }),
          (error: unknown): Answer => ({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            usage: error instanceof UsageError,
          }),
        )
      })
      .catch((error: Error): Answer => ({ ok: false, message: error.message }))
      .then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, resolve)
  })
  await chmod(socketPath, 0o600)
  return () =>
    new Promise<void>((resolve) => server.close(() => resolve())).then(() =>
      unlink(socketPath).catch(() => {}),
    )
}

/**
 * Runs a command on the server that holds the embedded database in `dataDir`: its output, or
 * undefined when no server is running there (the caller may then open the database itself).
 */
export async function askRunningServer(
  dataDir: string,
  args: string[],
): Promise<string | undefined> {
  const socket = await connect(controlSocketPath(dataDir))
  if (!socket) return undefined
  try {
    socket.write(`${JSON.stringify({ args })}\n`)
    const answer = (await readLine(socket, ANSWER_LIMIT)) as Answer
    if (answer.ok) return answer.output
    throw answer.usage ? new UsageError(answer.message) : new Error(answer.message)
  } finally {
    socket.destroy()
  }
}
