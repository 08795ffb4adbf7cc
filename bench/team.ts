/**
 * A store team member for the benches that act as the store team (photos, stock), made as the
 * owner makes one: signed up, then `npm run admin -- create-admin`, beside the running server on
 * the embedded database or on the PostgreSQL database it runs on.
 */
import { randomUUID } from 'node:crypto'
import { runAdminCommand } from '../tests/admin-command.ts'
import type { BenchServer } from './server.ts'

/** Signs a team member up on `server` and makes them one; answers their session token. */
export async function teamMember(server: BenchServer, databaseUrl?: string): Promise<string> {
  const email = `bench.owner.${randomUUID()}@example.com`
  const res = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.90' },
    body: JSON.stringify({ name: 'Bench Owner', email, password: 'bench owner passphrase' }),
  })
  if (res.status !== 201) throw new Error(`Sign-up answered ${res.status}`)
  await runAdminCommand(databaseUrl ? { databaseUrl } : server, 'create-admin', email)
  return ((await res.json()) as { token: string }).token
}
