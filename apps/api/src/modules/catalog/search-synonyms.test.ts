import { describe, expect, test } from 'vitest'
import type { SearchSynonym } from '@vitrina/core/schemas/search-synonyms'
import { staffTestApp } from '../../test/factories'
import { insertProduct } from '../../test/factories/catalog'

// docs/product/search.md#staff-synonyms: staff keep the store's own synonym groups; a search uses them at once.

const { ctx, app, employee, customer, call } = await staffTestApp()
const URL = '/api/search-synonyms'

const list = async () => (await call('GET', URL)).json<SearchSynonym[]>()
const search = async (q: string) =>
  (await app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(q)}` }))
    .json<{ name: string }[]>()
    .map((p) => p.name)

describe('search synonyms', () => {
  test('staff create, replace and delete a group; each word once, lowercase, as written', async () => {
    const created = await call('POST', URL, { words: ['Piyamas', 'pijama', 'PIJAMA', 'Ropa'] }, employee.auth)
    expect(created.statusCode).toBe(201)
    const group = created.json<SearchSynonym>()
    expect(group.words).toEqual(['pijama', 'piyamas', 'ropa'])
    expect(await list()).toEqual([group])

    const replaced = await call('PUT', `${URL}/${group.id}`, { words: ['pijama', 'piyama', 'mameluco'] })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json<SearchSynonym>().words).toEqual(['mameluco', 'pijama', 'piyama'])

    expect((await call('DELETE', `${URL}/${group.id}`)).json()).toEqual({
      message: 'Grupo de sinónimos eliminado.',
    })
    expect(await list()).toEqual([])
  })

  test('invalid groups get Spanish messages; the same group twice is a conflict; unknown ids are not found', async () => {
    const tooFew = await call('POST', URL, { words: ['pijama', 'Pijamas'] })
    expect(tooFew.statusCode).toBe(400)
    expect(tooFew.json().errors).toEqual([
      { field: 'words', message: 'Escribe al menos dos palabras distintas.' },
    ])

    const phrase = await call('POST', URL, { words: ['pantalón corto', 'short'] })
    expect(phrase.statusCode).toBe(400)
    expect(phrase.json().errors[0].message).toBe(
      'Cada sinónimo debe ser una sola palabra, sin espacios ni signos.',
    )

    const many = await call('POST', URL, { words: Array.from({ length: 13 }, (_, i) => `palabra${i}`) })
    expect(many.json().errors[0].message).toBe('Máximo 12 palabras por grupo.')

    const first = await call('POST', URL, { words: ['poncho', 'jorongo'] })
    expect(first.statusCode).toBe(201)
    const again = await call('POST', URL, { words: ['Jorongos', 'ponchos'] })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Ya existe un grupo con esas mismas palabras.')

    const missing = await call('PUT', `${URL}/999999`, { words: ['a1', 'b1'] })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Grupo de sinónimos no encontrado.')
    expect((await call('DELETE', `${URL}/999999`)).statusCode).toBe(404)
    await call('DELETE', `${URL}/${first.json<SearchSynonym>().id}`)
  })

  test('only staff read and write the groups', async () => {
    const body = { words: ['termo', 'cantimplora'] }
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await call('GET', URL, undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('POST', URL, body, customer.auth)).statusCode).toBe(403)
    expect((await call('PUT', `${URL}/1`, body, customer.auth)).statusCode).toBe(403)
    expect((await call('DELETE', `${URL}/1`, undefined, customer.auth)).statusCode).toBe(403)
    expect((await call('GET', URL, undefined, employee.auth)).statusCode).toBe(200)
  })

  test('a new group changes the very next search, cached answers included; deleting it undoes it', async () => {
    // Words far apart in spelling: a one-slip spelling variant ('pijama'/'piyama') is corrected without a group.
    await insertProduct(ctx, { name: 'Pantuflas de peluche' })
    expect(await search('babuchas')).toEqual([])
    const created = await call('POST', URL, { words: ['babucha', 'pantufla'] })
    expect(await search('babuchas')).toEqual(['Pantuflas de peluche'])
    await call('DELETE', `${URL}/${created.json<SearchSynonym>().id}`)
    expect(await search('babuchas')).toEqual([])
  })
})
