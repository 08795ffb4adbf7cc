import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildDocument } from './document.ts'
import { baseSecurityHeaders, inlineScriptHashes, pageContentSecurityPolicy } from './security.ts'

const page = `<!doctype html><html><head>
<script>document.documentElement.classList.add('dark')</script>
<script type="module" src="/assets/index.js"></script>
</head><body><div id="root"></div><script>(code => code)({"entry":"/a.js"})</script></body></html>`

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the page policy', () => {
  it('allows exactly the inline scripts of the page, by hash, and never unsafe-inline scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha("document.documentElement.classList.add('dark')"),
      sha('(code => code)({"entry":"/a.js"})'),
    ])
    const policy = pageContentSecurityPolicy(page, { paystack: false })
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))
    expect(scripts).toBe(`script-src 'self' ${inlineScriptHashes(page).join(' ')}`)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "frame-src 'self'",
    ]) {
      expect(policy).toContain(directive)
    }
    expect(policy).not.toContain('paystack')
  })

  it('allows the capture script and the loader of a server-rendered page, as the browser hashes them', () => {
    const html = buildDocument(
      [
        '<html><head><!--app-head:start--><!--app-head:end-->',
        '<script type="module" crossorigin src="/assets/index.js"></script></head>',
        '<body><div id="root"></div></body></html>',
      ].join(''),
      { head: '<title>Product</title>', appHtml: '<main>Tee</main>' },
    )
    const bodies = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body ?? '')
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toContain('window.__adirePending = ')
    expect(bodies[1]).toContain('"entry":"/assets/index.js"')
    const policy = pageContentSecurityPolicy(html, { paystack: false })
    for (const body of bodies) expect(policy).toContain(sha(body))
  })

  it("adds Paystack's documented origins, and only them, with real keys", () => {
    const policy = pageContentSecurityPolicy(page, { paystack: true })
    expect(policy).toContain('https://js.paystack.co')
    expect(policy).toContain("frame-src 'self' https://checkout.paystack.com")
    expect(policy).toContain("connect-src 'self' https://api.paystack.co")
    expect(policy.match(/https:\/\/[^\s;]+/g)).toEqual([
      'https://js.paystack.co',
      'https://api.paystack.co',
      'https://checkout.paystack.com',
    ])
  })
})

describe('the headers of every response', () => {
  it('forbid sniffing, trim the referrer, and demand HTTPS only when served over it', () => {
    expect(baseSecurityHeaders('http://localhost:3000')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
    expect(baseSecurityHeaders('https://adire.example')['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})
