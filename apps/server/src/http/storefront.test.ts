import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { launchProducts } from '@adire/launch-range'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { inlineScriptHashes } from './security.ts'
import type { PageData } from './ssr.ts'
import { storefrontRoutes } from './storefront.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'adire-static-'))
mkdirSync(path.join(dir, 'assets'))
writeFileSync(
  path.join(dir, 'index.html'),
  [
    '<!doctype html><html><head>',
    '<!--app-head:start--><title>Default</title><!--app-head:end-->',
    '</head><body><div id="root"></div></body></html>',
  ].join(''),
)
writeFileSync(path.join(dir, 'assets', 'app-3f2a1c.js'), 'console.log("app")')
writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

const products = launchProducts(Date.UTC(2026, 10, 1))
const hostile = {
  ...products[0],
  _id: 'hostile',
  name: 'Tee </script><script>alert(1)</script> "quoted"',
} as (typeof products)[number]
const catalogue = {
  current: async () => ({ products: [...products, hostile], etag: 'W/"catalogue"' }),
}
const app = storefrontRoutes({ staticDir: dir, catalogue, publicUrl: 'https://adire.example' })
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A storefront whose renderer records the URL of each render. */
function countingStorefront() {
  const rendered: string[] = []
  const rendering = storefrontRoutes({
    staticDir: dir,
    catalogue,
    publicUrl: 'https://adire.example',
    renderer: {
      render: async (url: string, _data: PageData) => {
        rendered.push(url)
        return { html: `<main>${url}</main>`, modulePreloads: [], dataPreloads: [] }
      },
    },
  })
  return { rendering, rendered }
}

async function page(route: string) {
  const res = await app.request(route)
  return { res, html: await res.text() }
}

describe('serving the built storefront', () => {
  it("sends each page with a policy that allows its own inline scripts, and Paystack's only with keys", async () => {
    const { res, html } = await page('/collection')
    const policy = res.headers.get('content-security-policy') ?? ''
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(hash)
    expect(policy).not.toContain('paystack')
    const live = storefrontRoutes({
      staticDir: dir,
      catalogue,
      publicUrl: 'https://adire.example',
      paystack: true,
    })
    expect((await live.request('/collection')).headers.get('content-security-policy')).toContain(
      'https://checkout.paystack.com',
    )
  })

  it("lets a photo's preview show from the browser's memory (blob:), as an image and nothing else (issue 44)", async () => {
    for (const route of ['/admin/products/new', '/collection']) {
      const policy = (await page(route)).res.headers.get('content-security-policy') ?? ''
      const directives = policy.split('; ')
      expect(directives).toContain("img-src 'self' data: blob:")
      expect(directives.filter((directive) => directive.includes('blob:'))).toEqual([
        "img-src 'self' data: blob:",
      ])
      expect(directives).toContain("default-src 'self'")
    }
  })

  it('sends the reset and e-mail confirmation pages, whose URLs hold a token, with no referrer at all', async () => {
    for (const page of ['/login/resetPassword?token=abc', '/account/confirm-email?token=abc']) {
      expect((await app.request(page)).headers.get('referrer-policy')).toBe('no-referrer')
    }
    expect((await app.request('/login')).headers.get('referrer-policy')).toBeNull()
  })

  it('sends the reset page with no referrer however its path ends, and whatever it answers', async () => {
    for (const route of ['/login/resetPassword/?token=abc', '/login/resetPassword//?token=abc']) {
      expect((await app.request(route)).headers.get('referrer-policy')).toBe('no-referrer')
      const posted = await app.request(route, { method: 'POST' })
      expect(posted.headers.get('referrer-policy')).toBe('no-referrer')
    }
    const refused = await app.request('/login/resetPassword/?token=abc', { method: 'PUT' })
    expect(refused.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('refuses other methods on a page with 405 and what it allows, and still 404s elsewhere', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      for (const route of ['/collection', '/login/', '/productdetails/indigo-adire-hoodie']) {
        const res = await app.request(route, { method })
        expect(res.status).toBe(405)
        expect(res.headers.get('allow')).toBe('GET, HEAD, POST')
      }
      expect((await app.request('/no-such-page', { method })).status).toBe(404)
    }
    expect((await app.request('/collection', { method: 'HEAD' })).status).toBe(200)
  })

  it('sends a form posted to a page before its code loaded back to the page, with a GET', async () => {
    for (const route of ['/login', '/signup', '/login/resetPassword?token=abc']) {
      const res = await app.request(route, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=ada%40example.com&password=secret-passphrase',
      })
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(route)
    }
    expect((await app.request('/no-such-page', { method: 'POST' })).status).toBe(404)
  })

  it('caches fingerprinted assets for a year as immutable', async () => {
    const res = await app.request('/assets/app-3f2a1c.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves other public files with a shorter cache', async () => {
    const res = await app.request('/favicon.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it.each([
    '/',
    '/collection',
    '/productdetails/indigo-adire-hoodie',
    '/login/resetPassword',
    '/verify',
  ])('answers the page route %s with the app shell', async (route) => {
    const { res, html } = await page(route)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(html).toContain('<div id="root">')
    expect(html).not.toContain('<title>Default</title>')
  })

  it('sends a page compressed as the browser asks, and a 304 to a browser that has it', async () => {
    const plain = await page('/about')
    const res = await app.request('/about', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain.html)
    const etag = plain.res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    const again = await app.request('/about', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('prepares each page once per catalogue, and again when the catalogue changes', async () => {
    let version = 1
    let renders = 0
    const changing = {
      current: async () => ({ products, etag: `W/"v${version}"` }),
    }
    const rendering = storefrontRoutes({
      staticDir: dir,
      catalogue: changing,
      publicUrl: 'https://adire.example',
      renderer: {
        render: async (url: string, _data: PageData) => {
          renders++
          return {
            html: `<main>${url} v${version}</main>`,
            modulePreloads: [],
            dataPreloads: [],
          }
        },
      },
    })
    const first = await (await rendering.request('/collection?q=tee')).text()
    await rendering.request('/collection?q=tee')
    expect(renders).toBe(1)
    expect(first).toContain('<main>/collection?q=tee v1')
    await rendering.request('/collection?q=cap')
    expect(renders).toBe(2)
    version = 2
    expect(await (await rendering.request('/collection?q=tee')).text()).toContain('v2')
    expect(renders).toBe(3)
  })

  it('renders a page once whatever campaign tags or junk its URL carries', async () => {
    const { rendering, rendered } = countingStorefront()
    for (const route of ['/', `/?utm=${Math.random()}`, `/?utm=${Math.random()}&fbclid=x`]) {
      const res = await rendering.request(route)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<main>/</main>')
    }
    expect(rendered).toEqual(['/'])
  })

  it('keeps one collection page per view, whatever the order of its parameters', async () => {
    const { rendering, rendered } = countingStorefront()
    const first = await rendering.request('/collection?sort=price-asc&q=tee')
    const again = await rendering.request('/collection?q=tee&utm_source=chat&sort=price-asc')
    expect(await again.text()).toBe(await first.text())
    expect(rendered).toEqual(['/collection?q=tee&sort=price-asc'])
    // What the page reads makes another page: the text searched, the filters in their order.
    await rendering.request('/collection?sort=price-asc&q=cap')
    await rendering.request('/collection?filter=hoodies&filter=polos')
    await rendering.request('/collection?filter=polos&filter=hoodies')
    expect(rendered).toEqual([
      '/collection?q=tee&sort=price-asc',
      '/collection?q=cap&sort=price-asc',
      '/collection?filter=hoodies&filter=polos',
      '/collection?filter=polos&filter=hoodies',
    ])
  })

  it('renders the reset page once for every token, and never with the token itself', async () => {
    const { rendering, rendered } = countingStorefront()
    for (const token of ['first-secret-token', 'second-secret-token']) {
      const res = await rendering.request(`/login/resetPassword?token=${token}`)
      expect(res.status).toBe(200)
      expect(await res.text()).not.toContain(token)
    }
    expect(rendered).toEqual(['/login/resetPassword?token=present'])
    // A link without its token (or a blank one) is a page of its own: the link is incomplete.
    await rendering.request('/login/resetPassword')
    await rendering.request('/login/resetPassword?token=%20')
    expect(rendered).toEqual(['/login/resetPassword?token=present', '/login/resetPassword'])
    await rendering.request('/login/resetPassword/?token=third-secret-token')
    expect(rendered.join(' ')).not.toContain('secret')
  })

  it('answers a new page 503 while the render queue is full, and pages already made 200', async () => {
    const waiting: (() => void)[] = []
    const rendered: string[] = []
    const rendering = storefrontRoutes({
      staticDir: dir,
      catalogue,
      publicUrl: 'https://adire.example',
      renderLimits: { running: 1, waiting: 1, share: 1, maxRestMs: 0 },
      renderer: {
        render: async (url: string) => {
          rendered.push(url)
          if (url.startsWith('/collection')) await new Promise<void>((go) => waiting.push(go))
          return { html: `<main>${url}</main>`, modulePreloads: [], dataPreloads: [] }
        },
      },
    })
    expect((await rendering.request('/about')).status).toBe(200)
    const running = rendering.request('/collection?q=one')
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    const queued = rendering.request('/collection?q=two')
    const sameAsQueued = rendering.request('/collection?utm_source=x&q=two')
    await new Promise((resolve) => setTimeout(resolve, 20))

    const busy = await rendering.request('/collection?q=three')
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('1')
    expect(busy.headers.get('cache-control')).toBe('no-store')
    expect((await busy.text()).length).toBeLessThan(500)
    expect((await rendering.request('/about')).status).toBe(200)

    waiting.shift()?.()
    expect((await running).status).toBe(200)
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    waiting.shift()?.()
    expect((await queued).status).toBe(200)
    expect((await sameAsQueued).status).toBe(200)
    expect(rendered).toEqual(['/about', '/collection?q=one', '/collection?q=two'])
    // The page turned away was not kept as a failure: it renders once there is room.
    const later = rendering.request('/collection?q=three')
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    waiting.shift()?.()
    expect((await later).status).toBe(200)
  })

  it('does not keep a page whose server rendering failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    const flaky = storefrontRoutes({
      staticDir: dir,
      catalogue,
      publicUrl: 'https://adire.example',
      renderer: {
        render: async () => {
          if (fail) throw new Error('render bug')
          return { html: '<main>rendered</main>', modulePreloads: [], dataPreloads: [] }
        },
      },
    })
    const shell = await flaky.request('/about')
    expect(shell.status).toBe(200)
    expect(await shell.text()).toContain('<div id="root"></div>')
    expect(logged).toHaveBeenCalledWith('[server] Rendering /about failed:', expect.any(Error))
    logged.mockRestore()
    fail = false
    expect(await (await flaky.request('/about')).text()).toContain('<main>rendered</main>')
  })

  it('answers an unknown page with a real 404 that still renders the app (its 404 page)', async () => {
    const { res, html } = await page('/no/such/page')
    expect(res.status).toBe(404)
    expect(html).toContain('<div id="root">')
    expect(html).toContain('<title>Page not found | Adire</title>')
  })

  it('answers an unknown product with a 404', async () => {
    expect((await page('/productdetails/no-such-product')).res.status).toBe(404)
    expect((await page('/productdetails/%E0%A4%A')).res.status).toBe(404)
  })

  it('answers a missing fingerprinted asset with 404, not the app shell', async () => {
    const res = await app.request('/assets/missing.js')
    expect(res.status).toBe(404)
  })
})

describe('the meta tags in the served HTML', () => {
  it.each([
    ['/', 'Adire | Clothing for Nigerian shoppers'],
    ['/collection', 'Collection | Adire'],
    ['/about', 'About us | Adire'],
    ['/contact', 'Contact us | Adire'],
    ['/helpCenter', 'Help Center | Adire'],
    ['/termsOfUse', 'Terms of Use | Adire'],
    ['/privacyPolicy', 'Privacy Policy | Adire'],
  ])(
    'gives %s its own title, description, canonical URL and sharing tags',
    async (route, title) => {
      const { html } = await page(route)
      expect(html).toContain(`<title>${title}</title>`)
      expect(html).toContain(`<meta property="og:title" content="${title}" />`)
      expect(html).toContain(`<link rel="canonical" href="https://adire.example${route}" />`)
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/)
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />')
      expect(html).toContain('<meta name="robots" content="index, follow" />')
    },
  )

  it('names the product, its price and its first image on a product page, with Product data', async () => {
    const { html } = await page('/productdetails/indigo-adire-hoodie')
    expect(html).toContain('<title>Indigo Adire Hoodie | Adire</title>')
    expect(html).toMatch(
      /<meta name="description" content="Indigo Adire Hoodie, ₦28,500 at Adire\./,
    )
    expect(html).toContain(
      '<meta property="og:image" content="https://adire.example/images/products/indigo-adire-hoodie-1.svg" />',
    )
    expect(html).toContain('<meta property="og:type" content="product" />')
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'Product',
      name: 'Indigo Adire Hoodie',
      offers: { price: '28500.00', priceCurrency: 'NGN' },
    })
  })

  it('lets the shopper pages be indexed and keeps private steps out of search results', async () => {
    for (const route of ['/cart', '/orders', '/login', '/signup']) {
      const { html } = await page(route)
      expect(html).toContain('<meta name="robots" content="index, follow" />')
      expect(html).toContain(`<link rel="canonical" href="https://adire.example${route}" />`)
    }
    for (const route of [
      '/place-order',
      '/verify',
      '/login/forgotPassword',
      '/admin/orders',
      '/admin/products',
      '/admin/products/new',
      '/admin/products/indigo-adire-hoodie',
    ]) {
      expect((await page(route)).html).toContain(
        '<meta name="robots" content="noindex, nofollow" />',
      )
    }
  })

  it('escapes product text so it cannot break out of the head', async () => {
    const { html } = await page('/productdetails/hostile')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;',
    )
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })
})
