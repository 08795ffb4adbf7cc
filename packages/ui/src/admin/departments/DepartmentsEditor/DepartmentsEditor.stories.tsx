import {
  type AdminDepartment,
  CATEGORIES,
  DEPARTMENT_MESSAGES,
  slugFromLabel,
} from '@adire/contract'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DEPARTMENT_ADMIN_TEXTS as T } from '../texts.ts'
import { DepartmentsEditor, type DepartmentsEditorProps } from './DepartmentsEditor.tsx'
import type { DepartmentRefusal } from './types.ts'

/** The eight departments a new store starts with, some products in each but Sunglasses. */
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
const seeded: AdminDepartment[] = CATEGORIES.map((department) => {
  const [products, liveProducts] = COUNTS[department.id] ?? [0, 0]
  return { ...department, aliases: [...department.aliases], products, liveProducts }
})

type Actions = Pick<DepartmentsEditorProps, 'onAdd' | 'onRename' | 'onOrder' | 'onRemove'>
/** The server's answer to each change: done. */
const done = async (): Promise<DepartmentRefusal | undefined> => undefined

/**
 * The editor with its departments kept as the server keeps them: a new one last, a new link
 * name keeping the old among the aliases, the order as sent, an empty one removed. A story's
 * spy answers first: a refusal it resolves with is shown instead.
 */
function Stateful(props: DepartmentsEditorProps) {
  const [departments, setDepartments] = useState(props.departments)
  return (
    <DepartmentsEditor
      {...props}
      departments={departments}
      onAdd={async (request) => {
        const refused = await props.onAdd(request)
        if (refused) return refused
        const id = request.slug ?? slugFromLabel(request.label)
        setDepartments((current) => [
          ...current,
          { id, label: request.label, slug: id, aliases: [], products: 0, liveProducts: 0 },
        ])
        return undefined
      }}
      onRename={async (id, change) => {
        const refused = await props.onRename(id, change)
        if (refused) return refused
        setDepartments((current) =>
          current.map((d) =>
            d.id !== id
              ? d
              : {
                  ...d,
                  label: change.label ?? d.label,
                  slug: change.slug ?? d.slug,
                  aliases:
                    change.slug && change.slug !== d.slug ? [...d.aliases, d.slug] : d.aliases,
                },
          ),
        )
        return undefined
      }}
      onOrder={async (ids) => {
        const refused = await props.onOrder(ids)
        if (refused) return refused
        setDepartments((current) => ids.flatMap((id) => current.find((d) => d.id === id) ?? []))
        return undefined
      }}
      onRemove={async (id) => {
        const refused = await props.onRemove(id)
        if (refused) return refused
        setDepartments((current) => current.filter((d) => d.id !== id))
        return undefined
      }}
    />
  )
}

const meta = {
  title: 'UI/Admin/DepartmentsEditor',
  component: DepartmentsEditor,
  args: {
    departments: seeded,
    onAdd: fn<Actions['onAdd']>(done),
    onRename: fn<Actions['onRename']>(done),
    onOrder: fn<Actions['onOrder']>(done),
    onRemove: fn<Actions['onRemove']>(done),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div className="w-full max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof DepartmentsEditor>

export default meta
type Story = StoryObj<typeof meta>

const rowsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Departments' })).getAllByRole('listitem')

const rowOf = (canvas: ReturnType<typeof within>, label: string) => {
  const row = rowsOf(canvas).find(
    (item) => item.querySelector('h3')?.firstChild?.textContent === label,
  )
  if (!row) throw new Error(`No row for ${label}`)
  return within(row)
}

/**
 * The eight a store starts with, in the shop's order: each with its name, its link, its
 * products (live ones among them) and the older links it still answers to.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = rowsOf(canvas)
    await expect(rows).toHaveLength(8)
    await expect(rows.map((row) => row.querySelector('h3')?.firstChild?.textContent)).toEqual(
      CATEGORIES.map((d) => d.label),
    )
    const hoodies = rowOf(canvas, 'Hoodies')
    await expect(hoodies.getByRole('heading', { name: /^Hoodies\W+2 of 8$/ })).toBeVisible()
    await expect(hoodies.getByText('/collection?filter=Hoodie')).toBeVisible()
    await expect(hoodies.getByText('12 products, 10 live')).toBeVisible()
    await expect(
      hoodies.getByText(`${T.olderLinks}: /collection?filter=Hoodle, /collection?filter=Hoodies`),
    ).toBeVisible()
    await expect(rowOf(canvas, 'Sunglasses').getByText('No products')).toBeVisible()
    // The first cannot go up, the last cannot go down.
    await expect(canvas.getByRole('button', { name: 'Move Head wear up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Sunglasses down' })).toBeDisabled()
  },
}

/**
 * Only an empty department offers Remove; one with products says what to do first, in the
 * contract's words. Removing asks first, then the row is gone and the removal announced.
 */
export const EmptyOrNot: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const hoodies = rowOf(canvas, 'Hoodies')
    await expect(hoodies.queryByRole('button', { name: 'Remove Hoodies' })).toBeNull()
    await expect(hoodies.getByText(T.keptWhileFull(12))).toBeVisible()
    await expect(rowOf(canvas, 'Polos').getByText(T.keptWhileFull(2))).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sunglasses' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Remove Sunglasses?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove it' }))
    await expect(args.onRemove).toHaveBeenCalledWith('Sunglasses')
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(7))
    await expect(canvas.getByRole('status')).toHaveTextContent('Sunglasses removed.')
  },
}

/** The last department stays: it offers no Remove and says why. */
export const LastOne: Story = {
  args: { departments: [{ ...(seeded[7] as AdminDepartment) }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull()
    await expect(canvas.getByText(T.keptAsLast)).toBeVisible()
  },
}

/**
 * A new department: the link name it will get is shown from the name as it is typed, it is
 * added last and announced. A name another department has is refused at the name, focused.
 */
export const Adding: Story = {
  args: {
    onAdd: fn<Actions['onAdd']>(async ({ label }) =>
      label.toLowerCase() === 'hoodies' ? { label: DEPARTMENT_MESSAGES.labelTaken } : undefined,
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Add a department' }))
    const name = form.getByRole('textbox', { name: 'Name' })
    const link = form.getByRole('textbox', { name: 'Link name (optional)' })
    await userEvent.type(name, 'Summer dresses')
    await expect(link).toHaveAccessibleDescription(T.newLinkNameHint('Summer-dresses', false))
    await userEvent.click(form.getByRole('button', { name: 'Add department' }))
    await expect(args.onAdd).toHaveBeenCalledWith({ label: 'Summer dresses' })
    await waitFor(() => expect(rowsOf(canvas)).toHaveLength(9))
    await expect(rowsOf(canvas)[8]).toHaveTextContent('/collection?filter=Summer-dresses')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Summer dresses added, last in the list.',
    )
    await expect(name).toHaveValue('')

    // A name taken: the server's message at the name.
    await userEvent.type(name, 'Hoodies')
    await userEvent.click(form.getByRole('button', { name: 'Add department' }))
    await waitFor(() => expect(name).toHaveFocus())
    await expect(name).toBeInvalid()
    await expect(name).toHaveAccessibleDescription(
      `${T.newNameHint} ${DEPARTMENT_MESSAGES.labelTaken}`,
    )
    await expect(rowsOf(canvas)).toHaveLength(9)
  },
}

/** A link name the rules refuse is stopped before it is sent, at its field. */
export const AddingInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Add a department' }))
    await userEvent.click(form.getByRole('button', { name: 'Add department' }))
    const name = form.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    await expect(name).toHaveAccessibleDescription(`${T.newNameHint} ${DEPARTMENT_MESSAGES.label}`)
    await userEvent.type(name, 'Wraps')
    const link = form.getByRole('textbox', { name: 'Link name (optional)' })
    await userEvent.type(link, 'wraps & ties')
    await userEvent.click(form.getByRole('button', { name: 'Add department' }))
    await waitFor(() => expect(link).toHaveFocus())
    await expect(link).toBeInvalid()
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

/**
 * Hoodies given a new link name: the form says the old link keeps working before it is saved;
 * once saved, the row shows the new link and the old one among those that still lead here.
 */
export const RenamingTheLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const rename = canvas.getByRole('button', { name: 'Rename Hoodies' })
    await userEvent.click(rename)
    await expect(rename).toHaveAttribute('aria-expanded', 'true')
    const form = within(canvas.getByRole('form', { name: 'Rename Hoodies' }))
    const name = form.getByRole('textbox', { name: 'Name' })
    await waitFor(() => expect(name).toHaveFocus())
    const link = form.getByRole('textbox', { name: 'Link name' })
    await userEvent.clear(link)
    await userEvent.type(link, 'Hoodies-and-sweats')
    await expect(form.getByText(T.keepsOldLink('Hoodie'))).toBeVisible()
    await userEvent.clear(name)
    await userEvent.type(name, 'Hoodies & sweats')
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await expect(args.onRename).toHaveBeenCalledWith('Hoodie', {
      label: 'Hoodies & sweats',
      slug: 'Hoodies-and-sweats',
    })
    const row = rowOf(canvas, 'Hoodies & sweats')
    await expect(row.getByText('/collection?filter=Hoodies-and-sweats')).toBeVisible()
    await expect(row.getByText(/Older links that still lead here/)).toHaveTextContent(
      '/collection?filter=Hoodie',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Hoodies & sweats saved.')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename Hoodies & sweats' })).toHaveFocus(),
    )
  },
}

/** A link name another department uses: the server's refusal at the link name, focused. */
export const RenameRefused: Story = {
  args: {
    onRename: fn<Actions['onRename']>(async () => ({ slug: DEPARTMENT_MESSAGES.slugTaken })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Polos' }))
    const form = within(canvas.getByRole('form', { name: 'Rename Polos' }))
    const link = form.getByRole('textbox', { name: 'Link name' })
    await userEvent.clear(link)
    await userEvent.type(link, 'Jersey')
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(link).toHaveFocus())
    await expect(link).toBeInvalid()
    await expect(link).toHaveAccessibleDescription(
      expect.stringContaining(DEPARTMENT_MESSAGES.slugTaken),
    )
    // Escape leaves it as it was, the focus back on its Rename.
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('form', { name: 'Rename Polos' })).toBeNull()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename Polos' })).toHaveFocus())
  },
}

/**
 * Hoodies moved up with the keyboard: the whole order is sent, the new place announced, and the
 * focus stays with Hoodies (on Move down once it is first and cannot go higher).
 */
export const Moving: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Move Hoodies up' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOrder).toHaveBeenCalledWith([
      'Hoodie',
      'HeadWear',
      'Jersey',
      'Pant',
      'Polo',
      'Short',
      'T-Shirt',
      'Sunglasses',
    ])
    await waitFor(() =>
      expect(rowsOf(canvas)[0]?.querySelector('h3')?.firstChild?.textContent).toBe('Hoodies'),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Hoodies moved to 1 of 8.')
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Move Hoodies down' })).toHaveFocus(),
    )
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Hoodies moved to 2 of 8.'),
    )
    await expect(canvas.getByRole('button', { name: 'Move Hoodies down' })).toHaveFocus()
  },
}

/**
 * The server refused the removal (a product was moved into Sunglasses since the list loaded):
 * its message in the row, the row kept.
 */
export const RemoveRefused: Story = {
  args: {
    onRemove: fn<Actions['onRemove']>(async () => ({ form: DEPARTMENT_MESSAGES.hasProducts(1) })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sunglasses' }))
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Remove Sunglasses?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove it' }))
    await expect(await rowOf(canvas, 'Sunglasses').findByRole('alert')).toHaveTextContent(
      'Move its product to another department first',
    )
    await expect(rowsOf(canvas)).toHaveLength(8)
  },
}
