// ESLint rule for the feature boundaries of DESIGN.md: outside a feature's folder
// (in the app, the targets or another feature) only the files the feature names as
// public may be imported, and a feature imports only the features it declares it
// uses. The table is FEATURES in layers.js; the layers themselves are checked by
// import-x/no-restricted-paths.
import { dirname, relative, resolve, sep } from 'node:path';
import { FEATURES } from './layers.js';

const root = process.cwd();

/** The feature a file belongs to and its path inside the feature's folder, or null. */
function featureOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] !== 'src' || parts[1] !== 'features' || parts.length < 4) return null;
  return { name: parts[2], inner: parts.slice(3).join('/').replace(/\.(tsx?|module\.css|css)$/, '').replace(/\.compact$/, '') };
}

export default {
  rules: {
    features: {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          unknown: 'Feature "{{to}}" is not in FEATURES (scripts/eslint/layers.js): name its public files there.',
          internal: '"{{file}}" is internal to feature "{{to}}"; use one of its public files ({{public}}) or move what is shared down a layer.',
          undeclared: 'Feature "{{from}}" does not declare that it uses "{{to}}" (FEATURES in scripts/eslint/layers.js); a loop between features is not allowed.',
        },
      },
      create(context) {
        const file = context.filename;
        const relativePath = relative(root, file).split(sep);
        if (!['src', 'targets'].includes(relativePath[0])) return {};
        const from = featureOf(file);
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = featureOf(resolve(dirname(file), source));
          if (!to || to.name === from?.name) return;
          const spec = FEATURES[to.name];
          if (!spec) return context.report({ node, messageId: 'unknown', data: { to: to.name } });
          if (!spec.public.includes(to.inner)) {
            return context.report({ node, messageId: 'internal', data: { file: to.inner, to: to.name, public: spec.public.join(', ') } });
          }
          if (from && !FEATURES[from.name]?.uses.includes(to.name)) {
            context.report({ node, messageId: 'undeclared', data: { from: from.name, to: to.name } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
