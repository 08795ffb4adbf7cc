// The store settings' handlers (docs/product.md §11.7): read, changed all or none with each
// change recorded, refused as the server refuses, and the screen's other states.
import { AdminSettingsResponse, ErrorResponse, ORDER_MESSAGES } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { send, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN } from '../state.ts'
import { adminSettingsHandlers, fixtureStoreSettings } from './settings.ts'

const server = useMockServer()

const asAdmin = { token: MOCK_ADMIN_TOKEN }
const getSettings = () => send('/api/admin/settings', undefined, { ...asAdmin, method: 'GET' })
const putSettings = (body: unknown) =>
  send('/api/admin/settings', body, { ...asAdmin, method: 'PUT' })

describe('/api/admin/settings', () => {
  it('answers the settings and their changes to the store team', async () => {
    const res = await getSettings()
    expect(res.status).toBe(200)
    const { settings, changes } = AdminSettingsResponse.parse(await res.json())
    expect(settings).toEqual(fixtureStoreSettings)
    expect(changes[0]).toMatchObject({ setting: 'storeEmail', changedBy: ADMIN_USER.email })
  })

  it('refuses a shopper', async () => {
    const res = await send('/api/admin/settings', undefined, { method: 'GET' })
    expect(res.status).toBe(403)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.adminOnly)
  })

  it('changes what differs, recording each change once', async () => {
    const res = await putSettings({
      deliveryFee: 3000,
      storeEmail: fixtureStoreSettings.storeEmail,
    })
    expect(res.status).toBe(200)
    const { settings, changes } = AdminSettingsResponse.parse(await res.json())
    expect(settings.deliveryFee).toBe(3000)
    expect(changes[0]).toMatchObject({ setting: 'deliveryFee', value: 3000 })
    expect(changes[1]?.setting).toBe('storeEmail')
  })

  it('refuses a value that breaks a rule at its setting, changing nothing', async () => {
    const res = await putSettings({ deliveryFee: 100, paymentChannels: [] })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      success: false,
      message: 'Choose at least one way to pay',
      field: 'paymentChannels',
    })
    const { settings } = AdminSettingsResponse.parse(await (await getSettings()).json())
    expect(settings.deliveryFee).toBe(fixtureStoreSettings.deliveryFee)
  })

  it('has variants for a failing read and a failing save', async () => {
    server.use(adminSettingsHandlers.error, adminSettingsHandlers.updateError)
    expect((await getSettings()).status).toBe(500)
    expect((await putSettings({ deliveryFee: 1 })).status).toBe(500)
  })
})
