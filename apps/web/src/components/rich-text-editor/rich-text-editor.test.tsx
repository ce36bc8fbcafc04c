import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { RichTextEditor } from './lazy-rich-text-editor'

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so ranges have no boxes.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList
  Range.prototype.getClientRects ??= noRects
  Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  document.elementFromPoint ??= () => null
})

function Harness({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <RichTextEditor
      label="Contenido"
      value={value}
      error={value ? undefined : 'El contenido es obligatorio.'}
      onChange={(html) => {
        setValue(html)
        onChange(html)
      }}
    />
  )
}

const setup = async (initial = '<p>Envíos a todo el país</p>') => {
  const onChange = vi.fn()
  const user = userEvent.setup()
  render(<Harness initial={initial} onChange={onChange} />)
  const text = await screen.findByRole('textbox', { name: 'Contenido' }, { timeout: 15_000 })
  return { onChange, user, text }
}

// ProseMirror in jsdom is slow on a busy machine: each test types and formats for real.
describe('RichTextEditor', { timeout: 20_000 }, () => {
  test('a named text box with the HTML, and a toolbar reached with one Tab and moved with the arrows', async () => {
    const { user, text } = await setup()
    expect(text).toHaveAttribute('aria-multiline', 'true')
    expect(text.innerHTML).toContain('Envíos a todo el país')
    const toolbar = screen.getByRole('toolbar', { name: 'Formato de Contenido' })
    const bold = screen.getByRole('button', { name: 'Negrita (Ctrl+B)' })
    expect(bold).toHaveAttribute('aria-pressed', 'false')
    expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1)

    await user.tab()
    expect(bold).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Cursiva (Ctrl+I)' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('button', { name: 'Enlace (Ctrl+K)' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(bold).toHaveFocus()
  })

  test('toolbar buttons format the text and report the HTML', async () => {
    const { user, onChange } = await setup()
    await user.click(screen.getByRole('button', { name: 'Título' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Envíos a todo el país</h2>'))
    expect(screen.getByRole('button', { name: 'Título' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Lista con viñetas' }))
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<ul><li>')))
  })

  test('a link must be a web or mail address; a valid one is inserted', async () => {
    const { user, onChange } = await setup('')
    expect(screen.getByText('El contenido es obligatorio.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enlace (Ctrl+K)' }))
    const address = screen.getByLabelText('Dirección del enlace')
    expect(address).toHaveFocus()
    await user.type(address, 'javascript:alert(1)')
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(
      screen.getByText('Escribe un enlace que empiece por https://, http:// o mailto:.'),
    ).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()

    await user.clear(address)
    await user.type(address, 'tienda.co/envios{Enter}')
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('href="https://tienda.co/envios"')),
    )
    expect(screen.queryByLabelText('Dirección del enlace')).not.toBeInTheDocument()
    expect(screen.queryByText('El contenido es obligatorio.')).not.toBeInTheDocument()
  })

  test('a value set from outside (a reset, a drafted text) replaces the text without echoing a change', async () => {
    const onChange = vi.fn()
    const view = render(<RichTextEditor label="Contenido" value="<p>Antes</p>" onChange={onChange} />)
    const text = await screen.findByRole('textbox', { name: 'Contenido' }, { timeout: 15_000 })
    view.rerender(<RichTextEditor label="Contenido" value="<p>Después</p>" onChange={onChange} />)
    await waitFor(() => expect(text.innerHTML).toContain('Después'))
    expect(onChange).not.toHaveBeenCalled()
  })
})
