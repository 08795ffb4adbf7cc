import { describe, expect, it } from 'vitest'
import { photoSources } from './photoSources.ts'

const ID = '0123456789abcdef0123'

describe('photoSources', () => {
  it('lists every width made of an uploaded photo, in each format', () => {
    expect(photoSources(`/photos/${ID}-960.jpg`)).toEqual({
      avif: `/photos/${ID}-320.avif 320w, /photos/${ID}-640.avif 640w, /photos/${ID}-960.avif 960w`,
      webp: `/photos/${ID}-320.webp 320w, /photos/${ID}-640.webp 640w, /photos/${ID}-960.webp 960w`,
      jpeg: `/photos/${ID}-320.jpg 320w, /photos/${ID}-640.jpg 640w, /photos/${ID}-960.jpg 960w`,
    })
  })

  it('keeps the own width of a photo narrower than the store makes', () => {
    expect(photoSources(`/photos/${ID}-200.jpg`)?.avif).toBe(`/photos/${ID}-200.avif 200w`)
  })

  it('has nothing for artwork or any other path', () => {
    expect(photoSources('/images/products/indigo-adire-hoodie-1.svg')).toBeUndefined()
    expect(photoSources(`/photos/${ID}-640.webp`)).toBeUndefined()
    expect(photoSources(`/photos/${ID.toUpperCase()}-640.jpg`)).toBeUndefined()
    expect(photoSources(`https://elsewhere.example/photos/${ID}-640.jpg`)).toBeUndefined()
  })
})
