// The web app's arrows that a fixed import pattern cannot express, because relative paths depend on where
// the importing file sits (docs/README.md#boundaries): a feature never imports app/, and imports another
// feature only through that feature's public file, features/<name>/index.ts.
import path from 'node:path'

const FEATURES = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}features${path.sep}`

function featureOf(file) {
  const at = file.indexOf(FEATURES)
  return at < 0 ? null : { root: file.slice(0, at + FEATURES.length), rest: file.slice(at + FEATURES.length) }
}

const rule = {
  meta: {
    type: 'problem',
    messages: {
      app: 'Features never import app/: the app composes features, not the other way round.',
      internals:
        "Import another feature only through its public file: '{{feature}}' (features/{{feature}}/index.ts).",
    },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename)
    if (!from) return {}
    const [own] = from.rest.split(path.sep)
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = path.resolve(path.dirname(context.filename), spec)
      if (!target.startsWith(from.root)) {
        const app = path.join(from.root, '..', 'app')
        if (target === app || target.startsWith(app + path.sep)) context.report({ node, messageId: 'app' })
        return
      }
      const [feature, ...inside] = target.slice(from.root.length).split(path.sep)
      if (feature === own || inside.length === 0 || (inside.length === 1 && inside[0] === 'index')) return
      context.report({ node, messageId: 'internals', data: { feature } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export default { rules: { 'feature-boundaries': rule } }
