import { type ComponentType, lazy, useEffect } from 'react'

type PageModule = { default: ComponentType }

/**
 * Every page is its own chunk, loaded when first needed, so a first visit downloads only its
 * own page's code (the checkout never ships with the home page).
 */
const modules = import.meta.glob<PageModule>(['../*/*Page/*Page.tsx', '../admin/*/*Page/*Page.tsx'])

/**
 * Each page by its name, wherever its area keeps its folder (`shop/CartPage/CartPage.tsx`,
 * `admin/orders/AdminOrdersPage/AdminOrdersPage.tsx`): names stay the route table's keys.
 */
const loaders = new Map(
  Object.entries(modules).flatMap(([file, load]) => {
    const [, folder, name] = /\/(\w+)\/(\w+)\.tsx$/.exec(file) ?? []
    return folder !== undefined && folder === name ? [[name, { file, load }] as const] : []
  }),
)

export type PageName = string

/** Pages already loaded render at once: hydration then matches the server's HTML exactly. */
const loaded = new Map<PageName, ComponentType>()
const lazyPages = new Map<PageName, ComponentType>()

function loaderFor(name: PageName) {
  const loader = loaders.get(name)
  if (!loader) throw new Error(`No page module ${name}/${name}.tsx under src/`)
  return loader
}

/** Loads a page's code ahead of rendering it (before hydrating, or on the server). */
export async function preloadPage(name: PageName): Promise<void> {
  if (loaded.has(name)) return
  const module = await loaderFor(name).load()
  loaded.set(name, module.default)
}

/** The page's source file, as the build manifest names it (to preload its chunk). */
export const pageSource = (name: PageName) => `src/${loaderFor(name).file.slice('../'.length)}`

let pageShown: () => void = () => {}
/**
 * Settles once the first page is on screen and React's: rendered, or hydrated. React hydrates
 * the app's shell first and the Suspense boundaries inside it (the layout, the page) in later
 * passes, so the shell's own effects run while the page's markup is not React's yet.
 */
export const firstPageShown = new Promise<void>((resolve) => {
  pageShown = resolve
})

function PageShown() {
  useEffect(() => pageShown(), [])
  return null
}

/** Renders a page: at once when its code is here, else suspending until its chunk arrives. */
export function Page({ name }: { name: PageName }) {
  const Loaded = loaded.get(name)
  if (Loaded) {
    return (
      <>
        <Loaded />
        <PageShown />
      </>
    )
  }
  let Lazy = lazyPages.get(name)
  if (!Lazy) {
    Lazy = lazy(async () => {
      await preloadPage(name)
      return { default: loaded.get(name) as ComponentType }
    })
    lazyPages.set(name, Lazy)
  }
  return (
    <>
      <Lazy />
      <PageShown />
    </>
  )
}
