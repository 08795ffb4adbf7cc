import { describe, expect, it } from 'vitest'
import { NIGERIAN_STATES } from '../orders/delivery-rules.ts'
import { mainPostcodeOf, STATE_MAIN_POSTCODES } from './state-postcodes.ts'

describe('the postcode hint', () => {
  const listed = Object.entries(STATE_MAIN_POSTCODES)

  it('offers six digits for each state it knows, a different code for each', () => {
    for (const [, main] of listed) expect(main?.code).toMatch(/^\d{6}$/)
    const codes = listed.map(([, main]) => main?.code)
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('knows every state but the seven whose published codes disagree', () => {
    const missing = NIGERIAN_STATES.filter((state) => !mainPostcodeOf(state))
    expect(missing).toEqual(['Ebonyi', 'Kaduna', 'Kano', 'Kogi', 'Nasarawa', 'Yobe', 'Zamfara'])
  })

  it('answers nothing for text that is not a state, including the object’s own keys', () => {
    expect(mainPostcodeOf('Lagos')).toEqual({ code: '100001', town: 'Ikeja' })
    for (const text of ['', 'lagos', 'toString', '__proto__', 'constructor']) {
      expect(mainPostcodeOf(text)).toBeUndefined()
    }
  })
})
