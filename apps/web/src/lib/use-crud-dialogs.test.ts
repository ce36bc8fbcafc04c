import { act, renderHook } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { toast } from './toast'
import { useCrudDialogs } from './use-crud-dialogs'

vi.mock('./toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

type Row = { id: number; name: string }
const text = { saved: 'Guardado.', deleted: 'Eliminado.' }

describe('staff list dialogs (docs/product/back-office.md#admin-content)', () => {
  test('opening clears the last save error; a save sends the edited id and closes with a toast', () => {
    const save = { mutate: vi.fn(), reset: vi.fn() }
    const { result } = renderHook(() =>
      useCrudDialogs<Row, { name: string }>({ save, remove: { mutate: vi.fn() }, text }),
    )
    act(() => result.current.open({ id: 7, name: 'Norte' }))
    expect(save.reset).toHaveBeenCalledOnce()
    expect(result.current.editing).toEqual({ item: { id: 7, name: 'Norte' } })

    act(() => result.current.submit({ name: 'Sur' }))
    expect(save.mutate.mock.calls[0]![0]).toEqual({ id: 7, payload: { name: 'Sur' } })
    act(() => save.mutate.mock.calls[0]![1].onSuccess())
    expect(result.current.editing).toBeNull()
    expect(toast.success).toHaveBeenCalledWith('Guardado.')

    act(() => result.current.open(null))
    act(() => result.current.submit({ name: 'Nueva' }))
    expect(save.mutate.mock.calls[1]![0]).toEqual({ id: null, payload: { name: 'Nueva' } })
  })

  test('a failed delete toasts why and closes the confirmation either way', () => {
    const remove = { mutate: vi.fn() }
    const { result } = renderHook(() =>
      useCrudDialogs<Row, unknown>({ save: { mutate: vi.fn(), reset: vi.fn() }, remove, text }),
    )
    act(() => result.current.confirmDelete())
    expect(remove.mutate).not.toHaveBeenCalled()

    act(() => result.current.askDelete({ id: 3, name: 'Centro' }))
    act(() => result.current.confirmDelete())
    expect(remove.mutate.mock.calls[0]![0]).toBe(3)
    const options = remove.mutate.mock.calls[0]![1]
    act(() => {
      options.onError(new Error('boom'))
      options.onSettled()
    })
    expect(toast.error).toHaveBeenCalledWith('No se pudo eliminar. Inténtalo de nuevo.')
    expect(result.current.deleting).toBeNull()
  })
})
