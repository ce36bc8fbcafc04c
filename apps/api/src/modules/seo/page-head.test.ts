import { describe, expect, test } from 'vitest'
import { jsonLdScript, pageTemplate, renderHead } from './page-head'

describe('page heads', () => {
  test('JSON-LD cannot close its script element, and still parses to the same data', () => {
    const data = { name: '</script><script>alert("x")</script> & <!-- \u2028\u2029' }
    const script = jsonLdScript(data)
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length)
    expect(inner).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(inner)).toEqual(data)
  })

  test('every value is escaped for HTML; empty tags are left out', () => {
    const head = renderHead({
      title: 'A & B <i>',
      description: '"comillas" y \'apóstrofos\'',
      noindex: true,
      openGraph: { 'og:title': 'x"y', 'og:image': undefined, 'og:site_name': '', 'twitter:card': 'summary' },
    })
    expect(head).toContain('<title>A &amp; B &lt;i&gt;</title>')
    expect(head).toContain(
      '<meta name="description" content="&quot;comillas&quot; y &#39;apóstrofos&#39;" />',
    )
    expect(head).toContain('<meta name="robots" content="noindex" />')
    expect(head).toContain('<meta property="og:title" content="x&quot;y" />')
    expect(head).toContain('<meta name="twitter:card" content="summary" />')
    expect(head).not.toContain('og:image')
    expect(head).not.toContain('og:site_name')
  })

  test('the head replaces the built <title>, or goes at the end of <head>, or before <body>', () => {
    const withTitle = pageTemplate(
      '<html><head><meta charset="UTF-8"><title>Vitrina</title><script src="/a.js"></script></head><body></body></html>',
    )
    expect(withTitle({ title: 'T' }).toString()).toBe(
      '<html><head><meta charset="UTF-8"><title>T</title><script src="/a.js"></script></head><body></body></html>',
    )
    const withoutTitle = pageTemplate('<html><head><meta charset="UTF-8"></head><body></body></html>')
    expect(withoutTitle({ title: 'T' }).toString()).toBe(
      '<html><head><meta charset="UTF-8"><title>T</title></head><body></body></html>',
    )
    const withoutHead = pageTemplate('<!doctype html><html><body><div id="root"></div></body></html>')
    expect(withoutHead({ title: 'T' }).toString()).toBe(
      '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>',
    )
  })
})
