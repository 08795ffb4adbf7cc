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

/**
 * What the server answers: the command's output, or why it was refused. A long command (an
 * import) sends lines of progress before it, each a line of JSON of its own.
 */
type Answer = { ok: true; output: string } | { ok: false; message: string; usage?: boolean }
type Progress = { progress: string }

/** A refusal to show as the command's usage (exit code 64) rather than as an error. */
export class UsageError extends Error {}

/** A command is a few words; its answer may be a whole catalogue's CSV. */
const REQUEST_LIMIT = 64 * 1024
const ANSWER_LIMIT = 256 * 1024 * 1024

/**
 * Reads lines of JSON from the socket (a request, or progress and then an answer), each up to
 * `limit` characters, handing each to `onLine` until it says that was the last.
 */
function readLines(
  socket: net.Socket,
  limit: number,
  onLine: (line: unknown) => boolean,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = ''
    let done = false
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      if (done) return
      text += chunk
      for (let end = text.indexOf('\n'); end >= 0 && !done; end = text.indexOf('\n')) {
        let line: unknown
        try {
          line = JSON.parse(text.slice(0, end))
        } catch {
          done = true
          reject(new Error('Not a JSON line'))
          return
        }
        text = text.slice(end + 1)
        if (onLine(line)) {
          done = true
          resolve(line)
        }
      }
      if (!done && text.length > limit) {
        done = true
        reject(new Error('Request too large'))
        socket.destroy()
      }
    })
    socket.on('error', reject)
    socket.on('end', () => reject(new Error('The connection closed before a full line came')))
  })
}

/** Reads one line of JSON from the socket, up to `limit` characters. */
const readLine = (socket: net.Socket, limit: number) => readLines(socket, limit, () => true)

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
  execute: (args: string[], report: (line: string) => void) => Promise<string>,
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
        // Progress goes to the command while it runs; a command whose caller has gone
        // (Ctrl-C) runs to its end all the same.
        const report = (line: string) => {
          if (socket.writable)
            socket.write(`${JSON.stringify({ progress: line } satisfies Progress)}\n`)
        }
        return execute(args, report).then(
          (output): Answer => ({ ok: true, output }),
          (error: unknown): Answer => ({
            ok: false,
            message: error instanceof Error ? error.message : String(error),
            usage: error instanceof UsageError,
          }),
        )
      })
      .catch((error: Error): Answer => ({ ok: false, message: error.message }))
      .then((answer) => {
        if (socket.writable) socket.end(`${JSON.stringify(answer)}\n`)
      })
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
 * Its progress, if it sends any, goes to `report` meanwhile.
 */
export async function askRunningServer(
  dataDir: string,
  args: string[],
  report: (line: string) => void = () => {},
): Promise<string | undefined> {
  const socket = await connect(controlSocketPath(dataDir))
  if (!socket) return undefined
  try {
    socket.write(`${JSON.stringify({ args })}\n`)
    const answer = (await readLines(socket, ANSWER_LIMIT, (line) => {
      const progress = (line as Partial<Progress> | null)?.progress
      if (typeof progress !== 'string') return true
      report(progress)
      return false
    })) as Answer
    if (answer.ok) return answer.output
    throw answer.usage ? new UsageError(answer.message) : new Error(answer.message)
  } finally {
    socket.destroy()
  }
}
