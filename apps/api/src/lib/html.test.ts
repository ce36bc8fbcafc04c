import { describe, expect, test } from 'vitest'
import { escapeHtml, requiredRichText, sanitizeRichText } from './html'

describe('sanitizeRichText', () => {
  test('keeps the formatting of the allow-list', () => {
    const html =
      '<h2>Envíos</h2><p>Llega en <strong>2 a 5</strong> días <em>hábiles</em>.</p><ul><li>Bogotá</li></ul>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  test('drops scripts, event handlers, styles and unknown tags', () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red">Hola<script>alert(1)</script><img src=x onerror=y></p>',
      ),
    ).toBe('<p>Hola</p>')
    expect(sanitizeRichText('<iframe src="https://malo.co"></iframe><div>texto</div>')).toBe('texto')
  })

  test('links keep http, https and mailto only, and open safely', () => {
    expect(sanitizeRichText('<a href="https://correo.co" target="_self" rel="opener">ir</a>')).toBe(
      '<a href="https://correo.co" rel="noopener noreferrer" target="_blank">ir</a>',
    )
    expect(sanitizeRichText('<a href="mailto:hola@tienda.co">escríbenos</a>')).toContain('href="mailto:')
    for (const href of ['javascript:alert(1)', '//malo.co', 'data:text/html,x']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).not.toContain('href')
    }
  })
})

describe('requiredRichText', () => {
  test('returns the clean copy of HTML with words in it', () => {
    expect(requiredRichText('<p>Hola<script>x</script></p>')).toBe('<p>Hola</p>')
  })

  test('refuses markup without any text once sanitized, in Spanish', () => {
    for (const html of ['<script>x</script>', '<p></p>', '<p><br></p><ul><li> </li></ul>'])
      expect(() => requiredRichText(html), html).toThrow('El contenido es obligatorio.')
  })
})

describe('escapeHtml', () => {
  test('escapes every markup character so text cannot become HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
    expect(escapeHtml('Camiseta Básica')).toBe('Camiseta Básica')
  })
})
