import { beforeAll, describe, expect, test } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { createAdmin } from '../../test/factories'
import { insertCategory, insertProduct } from '../../test/factories/catalog'

// docs/product/search.md#ranking: Spanish queries with typos, accents, plurals and local words, and what they
// must find first. Runs on PGlite and on PostgreSQL alike.

const ctx = await buildTestApp()
const { app } = ctx

beforeAll(async () => {
  const cat = async (name: string) => (await insertCategory(ctx, name)).id
  const camisetas = await cat('Camisetas')
  const camisas = await cat('Camisas y blusas')
  const pantalones = await cat('Pantalones')
  const chaquetas = await cat('Chaquetas')
  const busos = await cat('Busos')
  const calzado = await cat('Calzado')
  const accesorios = await cat('Accesorios')
  const cafe = await cat('Café')
  const catalogue: [string, number, string, string?, string?][] = [
    [
      'Camiseta básica roja',
      camisetas,
      'Camiseta de algodón peinado, cuello redondo.',
      'Andina',
      'CAM-ROJ-001',
    ],
    ['Camiseta estampada negra', camisetas, 'Estampado de colibrí, tela suave.', 'Andina'],
    ['Camisa de lino blanca', camisas, 'Fresca para tierra caliente, manga larga.'],
    ['Blusa de seda azul', camisas, 'Blusa elegante con botones nacarados.'],
    ['Pantalón chino azul', pantalones, 'Corte recto, bolsillos laterales.'],
    ['Jean clásico azul oscuro', pantalones, 'Denim resistente de cinco bolsillos.'],
    ['Pantalón de dril beige', pantalones, 'Dril liviano para la oficina.'],
    ['Chaqueta de cuero negra', chaquetas, 'Cuero genuino curtido en Bogotá.'],
    ['Chaqueta impermeable verde', chaquetas, 'Para la lluvia de la sabana.'],
    ['Sudadera con capucha gris', busos, 'Felpa por dentro, bolsillo canguro.'],
    ['Buso tejido de lana', busos, 'Tejido a mano en Boyacá.'],
    ['Zapatillas deportivas blancas', calzado, 'Suela de caucho, ideales para correr.'],
    ['Tenis urbanos negros', calzado, 'Lona y suela vulcanizada.'],
    ['Sandalias de cuero café', calzado, 'Hechas a mano en cuero.'],
    ['Gorra bordada Medellín', accesorios, 'Visera curva, bordado de la ciudad.'],
    ['Bolso de fique artesanal', accesorios, 'Fique natural tinturado.', 'Wayuu Arte'],
    ['Mochila tejida multicolor', accesorios, 'Mochila tejida en crochet.', 'Wayuu Arte'],
    ['Gafas de sol polarizadas', accesorios, 'Protección UV400.'],
    ['Correa de cuero trenzada', accesorios, 'Hebilla metálica.'],
    ['Café de origen Huila 500 g', cafe, 'Tostión media, notas de panela y cítricos.'],
    ['Vestido largo floral', camisas, 'Estampado de flores tropicales.'],
    ['Medias tobilleras x3', accesorios, 'Algodón y elastano.'],
  ]
  for (const [name, category, description, brand, sku] of catalogue) {
    await insertProduct(ctx, {
      name,
      description,
      brand: brand ?? null,
      sku: sku ?? null,
      categoryIds: [category],
    })
  }
})

const search = async (q: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(q)}` })
  expect(res.statusCode).toBe(200)
  return res.json<{ name: string }[]>().map((p) => p.name)
}

describe('search quality', () => {
  test.each([
    ['camiseta roja', 'Camiseta básica roja'],
    ['camisetas rojas', 'Camiseta básica roja'],
    ['camiseta negra', 'Camiseta estampada negra'],
    ['CAMISETA ROJA', 'Camiseta básica roja'],
    ['pantalón chino', 'Pantalón chino azul'],
    ['pantalon azull', 'Pantalón chino azul'],
    ['chaqueta cuerro negra', 'Chaqueta de cuero negra'],
    ['chaketa de cuero', 'Chaqueta de cuero negra'],
    ['camiza de lino', 'Camisa de lino blanca'],
    ['jean', 'Jean clásico azul oscuro'],
    ['cafe huila', 'Café de origen Huila 500 g'],
    ['CAM-ROJ-001', 'Camiseta básica roja'],
    ['gorras', 'Gorra bordada Medellín'],
    ['sandalias cuero', 'Sandalias de cuero café'],
    ['gafas polarizadas', 'Gafas de sol polarizadas'],
    ['vestdo floral', 'Vestido largo floral'],
    ['impermiable', 'Chaqueta impermeable verde'],
  ])('%s finds %s first', async (query, first) => {
    expect((await search(query))[0]).toBe(first)
  })

  test.each([
    ['camisetta', ['Camiseta básica roja', 'Camiseta estampada negra']],
    ['tenis', ['Tenis urbanos negros', 'Zapatillas deportivas blancas']],
    ['zapatillas', ['Tenis urbanos negros', 'Zapatillas deportivas blancas']],
    ['buso', ['Buso tejido de lana', 'Sudadera con capucha gris']],
    ['sudaderas', ['Buso tejido de lana', 'Sudadera con capucha gris']],
    ['chompa', ['Chaqueta de cuero negra', 'Chaqueta impermeable verde']],
    ['wayuu', ['Bolso de fique artesanal', 'Mochila tejida multicolor']],
    ['andina', ['Camiseta básica roja', 'Camiseta estampada negra']],
  ])('%s finds %j first', async (query, expected) => {
    const names = await search(query)
    expect(names.slice(0, expected.length).sort()).toEqual([...expected].sort())
  })

  test('a pantalón search also finds jeans, a jean search also finds pantalones', async () => {
    expect(await search('pantalon')).toEqual(expect.arrayContaining(['Jean clásico azul oscuro']))
    expect(await search('jeans')).toEqual(expect.arrayContaining(['Pantalón chino azul']))
  })

  test('categories and descriptions are searched too', async () => {
    expect(await search('accesorios')).toContain('Gorra bordada Medellín')
    expect(await search('algodon peinado')).toEqual(['Camiseta básica roja'])
  })

  test('the last word matches as a prefix while typing', async () => {
    expect((await search('chaq'))[0]).toMatch(/^Chaqueta/)
    expect(await search('camis')).toEqual(
      expect.arrayContaining(['Camiseta básica roja', 'Camisa de lino blanca']),
    )
  })

  test('words of products added later are corrected too', async () => {
    expect(await search('ponco')).toEqual([])
    const admin = await createAdmin(ctx)
    const res = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin.auth,
      payload: { name: 'Poncho de alpaca', price: 150000 },
    })
    expect(res.statusCode).toBe(201)
    expect(await search('ponco alpca')).toEqual(['Poncho de alpaca'])
  })

  test('variant values are searched: a colour sold only as a variant finds the product', async () => {
    const admin = await createAdmin(ctx)
    const product = await insertProduct(ctx, { name: 'Polo piqué clásico', description: 'Cuello tejido.' })
    expect(await search('mostaza')).toEqual([])
    const saveOptions = (values: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/variants`,
        headers: admin.auth,
        payload: {
          options: values.length ? [{ name: 'Color', values }] : [],
          variants: values.map((value) => ({ values: [value], stock_quantity: 1 })),
        },
      })
    expect((await saveOptions(['Mostaza', 'Vinotinto'])).statusCode).toBe(200)
    expect((await search('polo mostaza'))[0]).toBe('Polo piqué clásico')
    expect((await search('polos vinotinto'))[0]).toBe('Polo piqué clásico')
    expect((await saveOptions(['Vinotinto'])).statusCode).toBe(200)
    expect(await search('mostaza')).toEqual([])
    expect((await saveOptions([])).statusCode).toBe(200)
    expect(await search('vinotinto')).toEqual([])
  })

  test("'camiseta talla M' prefers the T-shirts with an M in stock; the size alone narrows nothing", async () => {
    const admin = await createAdmin(ctx)
    const sized = async (name: string, stock: Record<string, number>) => {
      const product = await insertProduct(ctx, { name, description: 'Algodón.' })
      const res = await app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/variants`,
        headers: admin.auth,
        payload: {
          options: [{ name: 'Talla', values: Object.keys(stock) }],
          variants: Object.entries(stock).map(([value, stock_quantity]) => ({
            values: [value],
            stock_quantity,
          })),
        },
      })
      expect(res.statusCode).toBe(200)
    }
    // The one with M in stock is the older: without the size it would come second (newest first on a tie).
    await sized('Camiseta rayada marinera', { M: 3, L: 0 })
    await sized('Camiseta lisa talla única', { M: 0, L: 4 })
    expect((await search('camiseta talla M'))[0]).toBe('Camiseta rayada marinera')
    expect((await search('camiseta M'))[0]).toBe('Camiseta rayada marinera')
    expect((await search('camiseta talla L'))[0]).toBe('Camiseta lisa talla única')
    expect(await search('camiseta talla M')).toEqual(expect.arrayContaining(['Camiseta lisa talla única']))
  })

  test('only the products with the most words: none has all three, so those with two, and no fewer', async () => {
    // No red leather jacket: the black one has two of the words; sandals, belt and red T-shirt only one.
    expect(await search('chaqueta cuero roja')).toEqual(['Chaqueta de cuero negra'])
    // Two of three for several products: all of them, and not the ones with one word.
    expect((await search('cuero negra trenzada')).sort()).toEqual(
      ['Chaqueta de cuero negra', 'Correa de cuero trenzada'].sort(),
    )
  })

  test.each([
    ['chaqeuta negra', 'Chaqueta de cuero negra'],
    ['pnatalón chino', 'Pantalón chino azul'],
    ['sandlaias', 'Sandalias de cuero café'],
  ])('a swapped pair of letters is corrected: %s finds %s first', async (query, first) => {
    expect((await search(query))[0]).toBe(first)
  })

  test('a query that matches nothing answers an empty list', async () => {
    expect(await search('televisor plasma')).toEqual([])
  })

  test('a query with nothing to search lists everything', async () => {
    const all = (await app.inject({ method: 'GET', url: '/api/products' })).json()
    expect(await search('¿?')).toHaveLength(all.length)
    expect(await search('de la')).toHaveLength(all.length)
  })
})

describe('the search statement', () => {
  test('an exact SKU, in any case, comes before products that only have the word in their name', async () => {
    await insertProduct(ctx, { name: 'Hebilla dorada', sku: 'TRENZA', description: 'Para correas.' })
    await insertProduct(ctx, { name: 'Trenza de cuero', description: 'Tejida a mano.' })
    expect((await search('trenza'))[0]).toBe('Hebilla dorada')
    expect((await search('Trenza '))[0]).toBe('Hebilla dorada')
  })

  test('run again and again in one shape, it still finds what was renamed since', async () => {
    const admin = await createAdmin(ctx)
    for (const word of ['gorra', 'gafas', 'tenis', 'mochila', 'correa', 'sandalias', 'bolso'])
      expect((await search(word)).length).toBeGreaterThan(0)
    const scarf = await insertProduct(ctx, { name: 'Pañoleta de seda', description: 'Estampada.' })
    expect(await search('bufanda')).toEqual([])
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/products/${scarf.id}`,
      headers: admin.auth,
      payload: { name: 'Bufanda de seda' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(await search('bufanda')).toEqual(['Bufanda de seda'])
  })
})
