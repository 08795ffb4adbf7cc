import { DEMO_USER, fixtureProduct, resetMockCart } from '@adire/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { StoryApp } from '../stories/StoryApp.tsx'

const hoodie = fixtureProduct('indigo-adire-hoodie')
const tee = fixtureProduct('adire-circles-tee')

/**
 * Cart journeys, walked as a shopper would: the real app (routes, session and cart machines)
 * on the mock API, whose cart starts empty unless a story says otherwise.
 */
const meta = {
  title: 'Flows/Cart',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => resetMockCart(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const nav = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Main' }))

/** On a product page: picks a size and presses ADD TO CART. */
async function addToCart(canvas: Canvas, size: string) {
  await userEvent.click(canvas.getByRole('radio', { name: size }))
  await userEvent.click(canvas.getByRole('button', { name: 'ADD TO CART' }))
}

/** A guest fills a cart, signs up, and finds the same cart in the new account. */
export const GuestSignsUp: Story = {
  tags: ['state:login-cart-transfer'],
  args: { path: `/productdetails/${hoodie._id}` },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const notifications = () => within(canvas.getByRole('region', { name: 'Notifications' }))

    await step('Add two hoodies and a tee as a guest', async () => {
      await canvas.findByRole('heading', { level: 1, name: hoodie.name })
      await addToCart(canvas, 'M')
      // The first tap also brings the cart's code (a first visit does not download it).
      await expect(await nav(canvas).findByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
      await addToCart(canvas, 'M')
      // From then on the badge follows at once, before the server has answered.
      await expect(nav(canvas).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
      await userEvent.click(nav(canvas).getByRole('link', { name: 'COLLECTION' }))
      await userEvent.click(await canvas.findByRole('link', { name: new RegExp(`^${tee.name}`) }))
      await canvas.findByRole('heading', { level: 1, name: tee.name })
      await addToCart(canvas, 'L')
      await expect(nav(canvas).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
      // The badge counts taps made before the cart's code arrived; the code stores them (with
      // the guest cart's id) once it runs.
      await waitFor(() => expect(localStorage.getItem('guestId')).toMatch(/^[0-9a-f-]{36}$/))
    })

    await step('Sign up from the account icon', async () => {
      await userEvent.click(nav(canvas).getByRole('link', { name: 'Log in' }))
      await canvas.findByRole('heading', { level: 1, name: 'Login' })
      await userEvent.click(canvas.getByRole('link', { name: 'Sign up' }))
      await canvas.findByRole('heading', { level: 1, name: 'Sign up' })
      await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Chiamaka Eze')
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'chiamaka@example.com')
      await userEvent.type(canvas.getByLabelText('Password'), 'indigo-dye-2')
      await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
      await expect(
        await notifications().findByText('Account created successfully 🎉'),
      ).toBeVisible()
    })

    await step('Home, signed in, with the same three items in the account', async () => {
      await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })
      await expect(nav(canvas).getByRole('button', { name: 'Account' })).toBeVisible()
      await expect(nav(canvas).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
      // Handed over: no guest cart is left behind, and the local copy is the account's cart.
      await waitFor(() => expect(localStorage.getItem('cartHandover')).toBeNull())
      await expect(localStorage.getItem('guestId')).toBeNull()
      await expect(JSON.parse(localStorage.getItem('cartItems') ?? '{}')).toEqual({
        [hoodie._id]: { M: 2 },
        [tee._id]: { L: 1 },
      })
    })

    await step('The cart page lists them, and checkout goes on to delivery', async () => {
      await userEvent.click(nav(canvas).getByRole('link', { name: 'Cart, 3 items' }))
      const main = within(await canvas.findByRole('main'))
      await main.findByRole('heading', { level: 1, name: 'Your Shopping Cart' })
      await expect(await main.findByRole('link', { name: hoodie.name })).toBeVisible()
      await expect(
        main.getByRole('spinbutton', { name: `Qty of ${hoodie.name}, size M` }),
      ).toHaveValue(2)
      await expect(main.getByRole('link', { name: tee.name })).toBeVisible()
      await expect(main.getByRole('link', { name: 'PROCEED TO CHECKOUT' })).toHaveAttribute(
        'href',
        '/place-order',
      )
    })
  },
}

/**
 * A guest with a hoodie logs in to an account that already holds one: the cart is handed over
 * in one call and the badge shows the sum (docs/product.md §4: the guest cart is transferred).
 */
export const GuestLogsInToAFilledAccount: Story = {
  tags: ['state:login-cart-transfer'],
  args: { path: `/productdetails/${hoodie._id}` },
  beforeEach: () => resetMockCart({ [hoodie._id]: { M: 1 }, [tee._id]: { S: 1 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 1, name: hoodie.name })
    await addToCart(canvas, 'M')
    await expect(await nav(canvas).findByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

    await userEvent.click(nav(canvas).getByRole('link', { name: 'Log in' }))
    await canvas.findByRole('heading', { level: 1, name: 'Login' })
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_USER.email)
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_USER.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }))
    await canvas.findByRole('heading', { name: 'LATEST COLLECTION' })
    // One hoodie from the guest cart plus the account's hoodie and tee.
    await expect(await nav(canvas).findByRole('link', { name: 'Cart, 3 items' })).toBeVisible()

    await userEvent.click(nav(canvas).getByRole('link', { name: 'Cart, 3 items' }))
    const main = within(await canvas.findByRole('main'))
    await expect(
      await main.findByRole('spinbutton', { name: `Qty of ${hoodie.name}, size M` }),
    ).toHaveValue(2)
    await expect(main.getByRole('spinbutton', { name: `Qty of ${tee.name}, size S` })).toHaveValue(
      1,
    )
  },
}
