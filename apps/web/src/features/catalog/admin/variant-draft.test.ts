import { labelsKey } from '@vitrina/core/variants'
import { describe, expect, test } from 'vitest'
import { makeProductWithOptions } from '../../../test/fixtures'
import { buildVariantsInput, draftFromProduct, variantRows, type VariantDraft } from './variant-draft'

describe('the variant editor working copy', () => {
  test('starts from the product: its options, each variant by its labels, unsold combinations excluded', () => {
    const draft = draftFromProduct(makeProductWithOptions())
    expect(draft.options.map((o) => [o.name, o.values])).toEqual([
      ['Talla', ['S', 'M']],
      ['Color', ['Rojo', 'Azul']],
    ])
    expect(draft.fields[labelsKey(['M', 'Azul'])]).toEqual({
      price_override: '59900',
      sku: '',
      stock_quantity: '5',
    })
    // The fixture sells S/Rojo, M/Rojo and M/Azul: S/Azul is not sold.
    expect(draft.excluded).toEqual([labelsKey(['S', 'Azul'])])
  })

  test('rows are every combination; typed data follows its combination when values are added', () => {
    const draft = draftFromProduct(makeProductWithOptions())
    const grown: VariantDraft = {
      ...draft,
      options: draft.options.map((o) => (o.name === 'Talla' ? { ...o, values: ['XS', ...o.values] } : o)),
    }
    const rows = variantRows(grown)
    expect(rows.map((r) => r.label)).toEqual([
      'XS / Rojo',
      'XS / Azul',
      'S / Rojo',
      'S / Azul',
      'M / Rojo',
      'M / Azul',
    ])
    expect(rows.find((r) => r.label === 'M / Azul')!.fields.stock_quantity).toBe('5')
    expect(rows.find((r) => r.label === 'XS / Rojo')!.fields).toEqual({
      price_override: '',
      sku: '',
      stock_quantity: '0',
    })
  })

  test('builds the payload of POST /variants, leaving out excluded combinations', () => {
    const draft = draftFromProduct(makeProductWithOptions())
    draft.fields[labelsKey(['S', 'Rojo'])] = { price_override: '', sku: ' CAM-S-R ', stock_quantity: '7' }
    const result = buildVariantsInput(draft)
    expect(result).toEqual({
      ok: true,
      input: {
        options: [
          { name: 'Talla', values: ['S', 'M'] },
          { name: 'Color', values: ['Rojo', 'Azul'] },
        ],
        variants: [
          { values: ['S', 'Rojo'], price_override: null, stock_quantity: 7, sku: 'CAM-S-R' },
          { values: ['M', 'Rojo'], price_override: null, stock_quantity: 0, sku: null },
          { values: ['M', 'Azul'], price_override: 59900, stock_quantity: 5, sku: null },
        ],
      },
    })
  })

  test('no options means no variants', () => {
    expect(buildVariantsInput({ options: [], fields: {}, excluded: [] })).toEqual({
      ok: true,
      input: { options: [], variants: [] },
    })
  })

  test('refuses bad numbers per row and the contract rules, in Spanish', () => {
    const draft: VariantDraft = {
      options: [{ key: 'a', name: 'Talla', values: ['S', 'M'] }],
      fields: {
        [labelsKey(['S'])]: { price_override: '12.5', sku: '', stock_quantity: '1' },
        [labelsKey(['M'])]: { price_override: '', sku: '', stock_quantity: '-3' },
      },
      excluded: [],
    }
    const numbers = buildVariantsInput(draft)
    expect(numbers).toEqual({
      ok: false,
      messages: [
        'S: el precio debe ser un número entero de pesos.',
        'M: el stock debe ser un número entero (0 o más).',
      ],
      rowErrors: {
        [labelsKey(['S'])]: 'S: el precio debe ser un número entero de pesos.',
        [labelsKey(['M'])]: 'M: el stock debe ser un número entero (0 o más).',
      },
    })

    const twins = buildVariantsInput({
      options: [{ key: 'a', name: 'Talla', values: ['S', 'M'] }],
      fields: {
        [labelsKey(['S'])]: { price_override: '', sku: 'X-1', stock_quantity: '1' },
        [labelsKey(['M'])]: { price_override: '', sku: 'X-1', stock_quantity: '1' },
      },
      excluded: [],
    })
    expect(twins.ok).toBe(false)
    expect(!twins.ok && twins.rowErrors[labelsKey(['M'])]).toBe('M: Hay dos variantes con el mismo SKU.')

    const unnamed = buildVariantsInput({
      options: [{ key: 'a', name: ' ', values: ['S'] }],
      fields: {},
      excluded: [],
    })
    expect(!unnamed.ok && unnamed.messages).toEqual(['Cada opción necesita un nombre.'])
    const empty = buildVariantsInput({
      options: [{ key: 'a', name: 'Color', values: [] }],
      fields: {},
      excluded: [],
    })
    expect(!empty.ok && empty.messages).toEqual(['Cada opción necesita al menos un valor.'])
  })
})
