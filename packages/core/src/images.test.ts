import { describe, expect, test } from 'vitest'
import { imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from './images'

describe('imageUrl', () => {
  test('a file name lives under the product uploads path', () => {
    expect(imageUrl('abc.webp')).toBe('/uploads/products/abc.webp')
    expect(imageUrl('abc.webp', 'products', 480)).toBe('/uploads/products/abc-480.webp')
    expect(imageUrl('abc.webp', 'products', 1200)).toBe('/uploads/products/abc.webp')
    expect(imageUrl('me.webp', 'profiles')).toBe('/uploads/profiles/me.webp')
  })

  test('a full URL is used as it is, and a missing one gives the placeholder', () => {
    expect(imageUrl('https://cdn.example.co/a.jpg')).toBe('https://cdn.example.co/a.jpg')
    expect(imageUrl(null)).toBe(PLACEHOLDER_IMAGE)
    expect(imageUrl('')).toBe(PLACEHOLDER_IMAGE)
  })

  test('srcset lists every stored width, and nothing for external images', () => {
    expect(imageSrcSet('abc.webp')).toBe(
      '/uploads/products/abc-480.webp 480w, /uploads/products/abc-800.webp 800w, /uploads/products/abc.webp 1200w',
    )
    expect(imageSrcSet('https://cdn.example.co/a.jpg')).toBe('')
  })
})
