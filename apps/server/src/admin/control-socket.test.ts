import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  askRunningServer,
  controlSocketPath,
  startControlSocket,
  UsageError,
} from './control-socket.ts'

const dirs: string[] = []
const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'adire-control-'))
  dirs.push(dir)
  return dir
}

async function listen(dir: string, execute: (args: string[]) => Promise<string>) {
  const stop = await startControlSocket(dir, execute)
  stops.push(stop)
  return stop
}

describe('the control socket of a server on the embedded database', () => {
  it("runs the admin's command in the server and answers its output or its refusal", async () => {
    const dir = dataDir()
    const seen: string[][] = []
    await listen(dir, async (args) => {
      seen.push(args)
      if (args[0] === 'fail') throw new Error('No order has the id or reference X.')
      if (args[0] === 'usage') throw new UsageError('Usage: ...')
      return `ran ${args.join(' ')}`
    })

    expect(await askRunningServer(dir, ['create-admin', 'ada@example.com'])).toBe(
      'ran create-admin ada@example.com',
    )
    await expect(askRunningServer(dir, ['fail'])).rejects.toThrow(
      'No order has the id or reference X.',
    )
    await expect(askRunningServer(dir, ['usage'])).rejects.toBeInstanceOf(UsageError)
    expect(seen).toEqual([['create-admin', 'ada@example.com'], ['fail'], ['usage']])
  })

  it('is not there when no server runs: the command may open the database itself', async () => {
    expect(await askRunningServer(dataDir(), ['create-admin', 'a@b.c'])).toBeUndefined()
  })

  it('refuses a second server on the same data directory, and replaces a killed one’s socket', async () => {
    const dir = dataDir()
    const stop = await listen(dir, async () => 'first')
    await expect(startControlSocket(dir, async () => 'second')).rejects.toThrow(
      `Another Adire server is already using the embedded database in ${dir}`,
    )
    await stop()

    // What a SIGKILLed server leaves behind: a file at the socket's path that nobody answers.
    writeFileSync(controlSocketPath(dir), '')
    await listen(dir, async () => 'restarted')
    expect(await askRunningServer(dir, ['anything'])).toBe('restarted')
  })

  it('answers a malformed request with a refusal and stays up', async () => {
    const dir = dataDir()
    await listen(dir, async () => 'ok')
    const { createConnection } = await import('node:net')
    const answer = await new Promise<string>((resolve) => {
      const socket = createConnection(controlSocketPath(dir))
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk
      })
      socket.on('end', () => resolve(text))
      socket.write('{"args": "not a list"}\n')
    })
    expect(JSON.parse(answer)).toEqual({ ok: false, message: 'Expected {"args": [...]}' })
    expect(await askRunningServer(dir, [])).toBe('ok')
  })
})
