import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { passwordResetMail } from './account-mails.ts'
import { createMailer } from './mailer.ts'

const FROM = 'Adire <no-reply@adire.test>'

describe('mail through a real SMTP server', () => {
  let database: DatabaseHandle
  let smtp: SMTPServer
  let port: number
  const inbox: ParsedMail[] = []

  beforeAll(async () => {
    database = await openTestDatabase()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then(
          (mail) => {
            inbox.push(mail)
            done()
          },
          (error: Error) => done(error),
        )
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    port = (smtp.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    await database.close()
  })

  it('delivers the reset link, which then changes the password', async () => {
    const { app, services } = testApp(database.db, {
      mailer: createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: 'unused',
        from: FROM,
      }),
    })
    const shopper = await signUp(app)
    const asked = await send(app, 'POST', '/api/users/forgot-password', { email: shopper.email })
    expect(asked.status).toBe(200)
    await services.background.drain()

    const mail = inbox.find((m) => m.subject === 'Reset your Adire password')
    expect(mail?.from?.text).toBe('"Adire" <no-reply@adire.test>')
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(shopper.email)
    const link = /https:\/\/\S+/.exec(mail?.text ?? '')?.[0]
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/login/resetPassword\\?token=`))
    expect(mail?.html).toContain(`href="${link}"`)

    // What the reset page does with the link: send its token with the new password.
    const token = new URL(link as string).searchParams.get('token') as string
    const reset = await send(app, 'POST', `/api/users/reset-password/${token}`, {
      newPassword: 'changed over real SMTP',
    })
    expect(reset.status).toBe(200)
    const login = await send(app, 'POST', '/api/users/login', {
      email: shopper.email,
      password: 'changed over real SMTP',
    })
    expect(login.status).toBe(200)
    await services.background.drain()
    expect(inbox.map((m) => m.subject)).toContain('Your Adire password was changed')
  })
})

describe('the outbox (no SMTP_URL)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'adire-outbox-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('writes each message as an .eml file with both parts, readable only by the server, and logs its link', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const outbox = path.join(dir, 'outbox')
      const mailer = createMailer({ smtpUrl: undefined, outboxDir: outbox, from: FROM })
      const link = `${TEST_PUBLIC_URL}/login/resetPassword?token=${'t'.repeat(43)}`
      await mailer.send(
        passwordResetMail({ name: 'Ada <b>Okafor</b>', email: 'ada@example.com' }, link),
      )

      const files = readdirSync(outbox)
      expect(files).toHaveLength(1)
      const file = path.join(outbox, files[0] as string)
      expect(file).toMatch(/\.eml$/)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      const mail = await simpleParser(readFileSync(file))
      expect(mail.subject).toBe('Reset your Adire password')
      expect(mail.text).toContain(link)
      expect(mail.text).toContain('Hello Ada <b>Okafor</b>,')
      // Markup in a shopper's name is shown as text, never rendered.
      expect(mail.html).toContain('Hello Ada &lt;b&gt;Okafor&lt;/b&gt;,')
      expect(mail.html).toContain('ADIRE')
      expect(log.mock.calls.flat().join('\n')).toContain(`Link: ${link}`)
      // The file says whom it is for; the log, read by more people, does not.
      expect(log.mock.calls.flat().join('\n')).not.toContain('ada@example.com')
    } finally {
      log.mockRestore()
    }
  })
})
