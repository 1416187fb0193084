// ESLint rule keeping the architecture of DESIGN.md:
// - src/ never imports targets/ or server/ (the core knows no target);
// - a feature uses another feature only through the files at the top of its folder,
//   never its internals (files in its subfolders).
import { dirname, relative, resolve, sep } from 'node:path';

const root = process.cwd();

function area(file) {
  const parts = relative(root, file).split(sep);
  return { parts, top: parts[0] };
}

export default {
  rules: {
    boundaries: {
      meta: { type: 'problem', schema: [], messages: {
        target: 'src/ must not import from {{top}}/ (build a Platform capability or a flag instead).',
        internals: 'Feature "{{from}}" imports internals of feature "{{to}}"; use a file at the top of features/{{to}}/.',
      } },
      create(context) {
        const file = context.filename;
        const from = area(file);
        if (from.top !== 'src') return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = area(resolve(dirname(file), source));
          if (to.top === 'targets' || to.top === 'server') {
            context.report({ node, messageId: 'target', data: { top: to.top } });
            return;
          }
          const fromFeature = from.parts[1] === 'features' ? from.parts[2] : null;
          const toFeature = to.parts[1] === 'features' ? to.parts[2] : null;
          if (toFeature && toFeature !== fromFeature && to.parts.length > 4) {
            context.report({ node, messageId: 'internals', data: { from: fromFeature ?? from.parts[1], to: toFeature } });
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
