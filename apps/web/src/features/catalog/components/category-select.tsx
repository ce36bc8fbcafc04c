import { useQuery } from '@tanstack/react-query'
import type { Category } from '@vitrina/core/schemas/categories'
import type { ComponentProps } from 'react'
import { Select } from '../../../components/ui/select'
import { categoryListOptions } from '../catalog.api'

type SelectProps = Omit<ComponentProps<typeof Select>, 'value' | 'onChange' | 'children'>

/**
 * The store's categories as a select, after an empty first option (`emptyLabel`): the shop's and the
 * staff's product filters choose by slug, the category discount by id with its product count
 * (docs/product/catalogue.md#shop-filters, docs/product/back-office.md#admin-discounts).
 */
export function CategorySelect({
  value,
  onChange,
  emptyLabel,
  by = 'slug',
  withCount = false,
  ...props
}: SelectProps & {
  value: string
  onChange: (value: string) => void
  emptyLabel: string
  by?: 'slug' | 'id'
  withCount?: boolean
}) {
  const categories = useQuery(categoryListOptions())
  const label = (category: Category) =>
    withCount ? `${category.name} (${category.product_count})` : category.name
  return (
    <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{emptyLabel}</option>
      {categories.data?.map((category) => (
        <option key={category.id} value={by === 'slug' ? category.slug : category.id}>
          {label(category)}
        </option>
      ))}
    </Select>
  )
}
