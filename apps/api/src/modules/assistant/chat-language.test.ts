import { describe, expect, test } from 'vitest'
import {
  extractColour,
  extractPrice,
  extractSize,
  foldKeep,
  plainSpelling,
  showsColour,
  stem,
} from './chat-language'

describe('prices as shoppers write them', () => {
  test.each([
    ['por menos de 200 mil', { min: null, max: 200000 }],
    ['una chaqueta de 150 mil', { min: null, max: 150000 }],
    ['jeans de menos de $150.000', { min: null, max: 150000 }],
    ['algo de 200 lucas', { min: null, max: 200000 }],
    ['tenis hasta 250k', { min: null, max: 250000 }],
    ['más de 1,5 millones', { min: 1500000, max: null }],
    ['desde un millón', { min: 1000000, max: null }],
    ['entre 100 mil y 150 mil', { min: 100000, max: 150000 }],
    ['de 80.000 a 120.000', { min: 80000, max: 120000 }],
    ['alrededor de 100 mil', { min: 80000, max: 120000 }],
    ['menos de 200', { min: null, max: 200000 }],
    ['presupuesto de 90000 pesos', { min: null, max: 90000 }],
  ])('%s', (text, range) => {
    expect(extractPrice(text).range).toEqual(range)
  })

  test.each(['talla 38', 'botas del 40', 'un pack de 3 medias', 'camiseta M'])('%s has no price', (text) => {
    expect(extractPrice(text).range).toBeNull()
  })

  test('the price phrase is taken out of the words left to search', () => {
    expect(extractPrice('chaqueta por menos de 200 mil').rest.trim().split(/\s+/)).toEqual([
      'chaqueta',
      'por',
    ])
  })
})

describe('colours and sizes', () => {
  test.each([
    ['chaqueta negra', 'negro', 'chaqueta'],
    ['camisetas blancas', 'blanco', 'camisetas'],
    ['buzo azul marino', 'azul', 'buzo'],
    ['botas café', 'café', 'botas'],
  ])('%s is %s', (text, colour, rest) => {
    const found = extractColour(text)
    expect(found.colour?.name).toBe(colour)
    expect(found.rest).toBe(rest)
  })

  test('café is the pantry unless it follows a garment or "color"', () => {
    expect(extractColour('café de origen').colour).toBeNull()
    expect(extractColour('quiero café molido').colour).toBeNull()
    expect(extractColour('bolso color café').colour?.name).toBe('café')
  })

  test('option values and names show a colour in its shades and plurals', () => {
    const azul = extractColour('azul').colour!
    expect(showsColour(azul, 'Azul Marino')).toBe(true)
    expect(showsColour(azul, 'Índigo')).toBe(true)
    expect(showsColour(extractColour('blanco').colour!, 'Tenis Urbanos Blancos')).toBe(true)
    expect(showsColour(azul, 'Negro')).toBe(false)
  })

  test.each([
    ['talla M', 'M'],
    ['tallas xl', 'XL'],
    ['jean talla 32', '32'],
    ['botas del 38', '38'],
    ['calzo 40', '40'],
    ['¿la tienen en M?', 'M'],
    ['quiero una camiseta', null],
    ['algo en mi talla', null],
  ])('%s asks for size %s', (text, size) => {
    expect(extractSize(text).size).toBe(size)
  })
})

test('questions and answers meet on the same stems', () => {
  expect(stem('devolver')).toBe(stem('devolución'.normalize('NFD').replace(/\p{Diacritic}/gu, '')))
  expect(stem('envios')).toBe(stem('enviar'))
  expect(stem('pagos')).toBe(stem('pagar'))
})

test("a stretched word is read as written once ('holaaa'), a size keeps its letters ('XXXL')", () => {
  expect(foldKeep('Holaaa, graciaaas')).toBe('hola, gracias')
  expect(foldKeep('talla XXXL')).toBe('talla xxxl')
})

test('chat shorthand is written out for the readers that learnt full words', () => {
  expect(plainSpelling('algo pa mi novio q le guste')).toBe('algo para mi novio que le guste')
  expect(plainSpelling('papá')).toBe('papá')
})
