/**
 * A store team member for the benches that act as the store team (photos, stock), made so as
 * `npm run admin -- create-admin` does: by the running server's command line on the embedded
 * database, or in PostgreSQL itself when the server runs on one.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { askRunningServer } from '../apps/server/src/admin/control-socket.ts'
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
  if (databaseUrl) {
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    try {
      await database.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email])
    } finally {
      await database.end()
    }
  } else {
    await askRunningServer(server.dataDir, ['create-admin', email])
  }
  return ((await res.json()) as { token: string }).token
}
