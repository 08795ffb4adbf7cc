import {
  type AdminDepartment,
  type AdminDepartmentsResponse,
  api,
  CATEGORIES,
  DEPARTMENT_MESSAGES,
  SERVER_ERROR_MESSAGE,
  slugFromLabel,
} from '@adire/contract'
import { MOCK_ADMIN_TOKEN, MOCK_TOKEN } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../../../stories/StoryApp.tsx'

/*
 * The store's departments on a server of the stories' own (reset before each story): the eight
 * a new store starts with, every one holding products but Sunglasses. It answers as the
 * contract says: the whole list after each change, a name or link name taken refused at its
 * field (400), a department with products kept (409).
 */

const COUNTS: Record<string, [number, number]> = {
  HeadWear: [4, 3],
  Hoodie: [12, 10],
  Jersey: [3, 3],
  Pant: [5, 4],
  Polo: [2, 2],
  Short: [6, 5],
  'T-Shirt': [9, 8],
  Sunglasses: [0, 0],
}
const seeded = (): AdminDepartment[] =>
  CATEGORIES.map((department) => {
    const [products, liveProducts] = COUNTS[department.id] ?? [0, 0]
    return { ...department, aliases: [...department.aliases], products, liveProducts }
  })

let departments = seeded()
/** The calls held unanswered until their story ends (the loading story's). */
const held: (() => void)[] = []
const answer = (status = 200) =>
  HttpResponse.json<AdminDepartmentsResponse>({ success: true, departments }, { status })
const refuse = (message: string, status: number, field?: string) =>
  HttpResponse.json({ success: false, message, ...(field ? { field } : {}) }, { status })
const path = (name: keyof typeof api) => `*${api[name].path}`
const taken = (field: 'label' | 'slug', value: string, except?: string) =>
  departments.some(
    (d) =>
      d.id !== except &&
      (field === 'label'
        ? d.label.toLowerCase() === value.toLowerCase()
        : [d.id, d.slug, ...d.aliases].some((s) => s.toLowerCase() === value.toLowerCase())),
  )

const storeDepartments = [
  http.get(path('adminDepartments'), ({ request }) =>
    request.headers.get('token') === MOCK_TOKEN
      ? refuse('This is for the store team only', 403)
      : answer(),
  ),
  http.post(path('adminDepartmentCreate'), async ({ request }) => {
    const { label, slug } = (await request.json()) as { label: string; slug?: string }
    if (taken('label', label)) return refuse(DEPARTMENT_MESSAGES.labelTaken, 400, 'label')
    const id = slug ?? slugFromLabel(label)
    if (taken('slug', id)) return refuse(DEPARTMENT_MESSAGES.slugTaken, 400, 'slug')
    departments = [
      ...departments,
      { id, label, slug: id, aliases: [], products: 0, liveProducts: 0 },
    ]
    return answer(201)
  }),
  http.put(path('adminDepartmentsOrder'), async ({ request }) => {
    const { ids } = (await request.json()) as { ids: string[] }
    departments = ids.flatMap((id) => departments.find((d) => d.id === id) ?? [])
    return answer()
  }),
  http.patch(path('adminDepartmentUpdate'), async ({ request, params }) => {
    const change = (await request.json()) as { label?: string; slug?: string }
    const id = String(params.id)
    if (change.label && taken('label', change.label, id)) {
      return refuse(DEPARTMENT_MESSAGES.labelTaken, 400, 'label')
    }
    if (change.slug && taken('slug', change.slug, id)) {
      return refuse(DEPARTMENT_MESSAGES.slugTaken, 400, 'slug')
    }
    departments = departments.map((d) =>
      d.id !== id
        ? d
        : {
            ...d,
            label: change.label ?? d.label,
            slug: change.slug ?? d.slug,
            aliases: change.slug && change.slug !== d.slug ? [...d.aliases, d.slug] : d.aliases,
          },
    )
    return answer()
  }),
  http.delete(path('adminDepartmentDelete'), ({ params }) => {
    const department = departments.find((d) => d.id === params.id)
    if (!department) return refuse(DEPARTMENT_MESSAGES.notFound, 404)
    if (department.products > 0) {
      return refuse(DEPARTMENT_MESSAGES.hasProducts(department.products), 409)
    }
    departments = departments.filter((d) => d !== department)
    return answer()
  }),
]

const meta = {
  title: 'Pages/Admin departments',
  component: StoryApp,
  args: { path: '/admin/products/departments', storedToken: MOCK_ADMIN_TOKEN },
  parameters: { layout: 'fullscreen', msw: { handlers: { adminDepartments: storeDepartments } } },
  beforeEach: () => {
    departments = seeded()
    // A held call is answered once its story is over: none is left waiting for minutes.
    return () => {
      for (const release of held.splice(0)) release()
    }
  },
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

/** States reached by interaction start as another story's first screen: no reference image. */
const interactionOnly = { visual: false } as const

/** The departments, once loaded. */
async function departmentsPage(canvasElement: HTMLElement) {
  const main = within(await within(canvasElement).findByRole('main'))
  await expect(
    await main.findByRole('heading', { level: 1, name: 'Store departments' }),
  ).toBeVisible()
  await main.findByRole('list', { name: 'Departments' })
  const rows = () =>
    within(main.getByRole('list', { name: 'Departments' })).getAllByRole('listitem')
  const labels = () => rows().map((row) => row.querySelector('h3')?.firstChild?.textContent)
  const row = (label: string) => {
    const found = rows().find((item) => item.querySelector('h3')?.firstChild?.textContent === label)
    if (!found) throw new Error(`No row for ${label}`)
    return within(found)
  }
  return { main, rows, labels, row }
}

/**
 * The eight departments in the shop's order, each with its link, its products (the live ones
 * among them) and the older links it answers to; only the empty one offers Remove.
 */
export const Departments: Story = {
  tags: ['state:admin-departments-view'],
  play: async ({ canvasElement }) => {
    const { main, labels, row } = await departmentsPage(canvasElement)
    await waitFor(() => expect(document.title).toBe('Departments (store team) | Adire'))
    await expect(labels()).toEqual(CATEGORIES.map((d) => d.label))
    await expect(row('Hoodies').getByText('12 products, 10 live')).toBeVisible()
    await expect(row('Hoodies').getByText(/Older links that still lead here/)).toHaveTextContent(
      '/collection?filter=Hoodle, /collection?filter=Hoodies',
    )
    await expect(row('Hoodies').queryByRole('button', { name: 'Remove Hoodies' })).toBeNull()
    await expect(row('Sunglasses').getByRole('button', { name: 'Remove Sunglasses' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to the products' })).toHaveAttribute(
      'href',
      '/admin/products',
    )
  },
}

export const Loading: Story = {
  tags: ['state:admin-departments-loading'],
  parameters: {
    msw: {
      handlers: {
        adminDepartments: [
          http.get(path('adminDepartments'), async () => {
            // Unanswered while the story runs: the page keeps waiting.
            await new Promise<void>((release) => held.push(release))
            return answer()
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await waitFor(() =>
      expect(main.getByRole('status')).toHaveTextContent('Loading the departments'),
    )
  },
}

export const ErrorState: Story = {
  tags: ['state:admin-departments-error'],
  name: 'Error',
  parameters: {
    msw: {
      handlers: {
        adminDepartments: [
          http.get(path('adminDepartments'), () => refuse(SERVER_ERROR_MESSAGE, 500)),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByRole('alert')).toHaveTextContent(
      'The departments could not be loaded: Something went wrong',
    )
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A shopper's token: the page is not theirs. */
export const NotTeam: Story = {
  args: { storedToken: MOCK_TOKEN },
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const main = within(await within(canvasElement).findByRole('main'))
    await expect(await main.findByText(/store team/i)).toBeVisible()
    await expect(main.queryByRole('list', { name: 'Departments' })).toBeNull()
  },
}

/**
 * Dresses added, last in the order, with the link made from its name; then Hoodies again,
 * refused by the server at the name.
 */
export const Adding: Story = {
  tags: ['state:admin-departments-add'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, labels, row } = await departmentsPage(canvasElement)
    const form = within(main.getByRole('form', { name: 'Add a department' }))
    const name = form.getByRole('textbox', { name: 'Name' })
    await userEvent.type(name, 'Dresses')
    await userEvent.click(form.getByRole('button', { name: 'Add department' }))
    await waitFor(() => expect(labels().at(-1)).toBe('Dresses'))
    await expect(row('Dresses').getByText('/collection?filter=Dresses')).toBeVisible()
    await expect(main.getByRole('status')).toHaveTextContent('Dresses added, last in the list.')

    await userEvent.type(name, 'Hoodies')
    await userEvent.click(form.getByRole('button', { name: 'Add department' }))
    await waitFor(() => expect(name).toBeInvalid())
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining(DEPARTMENT_MESSAGES.labelTaken),
    )
    // The form moves focus a frame after the render that marks the field (focusFirstRefusal):
    // invalid first, focused next, so the wait is stated (once failed on a busy CI run).
    await waitFor(() => expect(name).toHaveFocus())
    await expect(labels()).toHaveLength(9)
  },
}

/** Hoodies' link renamed: saved, the new link shown and the old one kept among the older links. */
export const RenamingTheLink: Story = {
  tags: ['state:admin-departments-rename'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, row } = await departmentsPage(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Rename Hoodies' }))
    const form = within(main.getByRole('form', { name: 'Rename Hoodies' }))
    const link = form.getByRole('textbox', { name: 'Link name' })
    await userEvent.clear(link)
    await userEvent.type(link, 'Sweats')
    await expect(
      form.getByText('The old link, /collection?filter=Hoodie, keeps working: it leads here too.'),
    ).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(row('Hoodies').getByText('/collection?filter=Sweats')).toBeVisible())
    await expect(row('Hoodies').getByText(/Older links that still lead here/)).toHaveTextContent(
      '/collection?filter=Hoodie',
    )
  },
}

/** Sunglasses moved to the top: the server keeps the order, the page shows its answer. */
export const Moving: Story = {
  tags: ['state:admin-departments-move'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, labels } = await departmentsPage(canvasElement)
    const up = main.getByRole('button', { name: 'Move Sunglasses up' })
    await userEvent.click(up)
    await waitFor(() => expect(labels()[6]).toBe('Sunglasses'))
    await expect(main.getByRole('status')).toHaveTextContent('Sunglasses moved to 7 of 8.')
    await waitFor(() =>
      expect(main.getByRole('button', { name: 'Move Sunglasses up' })).toHaveFocus(),
    )
    await expect(departments.map((d) => d.id).slice(5)).toEqual(['Short', 'Sunglasses', 'T-Shirt'])
  },
}

/**
 * A product was put in Sunglasses since the list loaded: the removal is refused (409) with the
 * server's words in its row, and Sunglasses stays.
 */
export const RemoveRefused: Story = {
  tags: ['state:admin-departments-remove-refused'],
  parameters: interactionOnly,
  play: async ({ canvasElement }) => {
    const { main, row, labels } = await departmentsPage(canvasElement)
    // One product arrives in Sunglasses after the page loaded.
    departments = departments.map((d) =>
      d.id === 'Sunglasses' ? { ...d, products: 1, liveProducts: 1 } : d,
    )
    await userEvent.click(main.getByRole('button', { name: 'Remove Sunglasses' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Remove Sunglasses?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove it' }))
    await expect(await row('Sunglasses').findByRole('alert')).toHaveTextContent(
      DEPARTMENT_MESSAGES.hasProducts(1),
    )
    await expect(labels()).toHaveLength(8)
  },
}

/** On a phone, and in the dark theme: the same screen, checked for access in each. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: Departments.play,
}

export const Dark: Story = { globals: { theme: 'dark' }, play: Departments.play }

/** A phone in the dark theme, with a department's rename open: its fields fit the width. */
export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile360' }, theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { main } = await departmentsPage(canvasElement)
    await userEvent.click(main.getByRole('button', { name: 'Rename Hoodies' }))
    const form = main.getByRole('form', { name: 'Rename Hoodies' })
    const link = within(form).getByRole('textbox', { name: 'Link name' })
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      form.getBoundingClientRect().right,
    )
  },
}
