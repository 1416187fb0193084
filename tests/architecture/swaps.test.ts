// Every build-time swap (x.compact.tsx beside x.tsx) is checked against its contract in src/app/swaps.ts.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../../src');
const swapsFile = join(src, 'app/swaps.ts');

it('lists every compact module, and its full sibling, in src/app/swaps.ts', () => {
  const listed = readFileSync(swapsFile, 'utf8');
  const compact = (readdirSync(src, { recursive: true }) as string[]).filter((file) => /\.compact\.tsx?$/.test(file));
  expect(compact.length).toBeGreaterThan(0);
  for (const file of compact) {
    const path = relative(join(src, 'app'), join(src, file)).replace(/\.tsx?$/, '');
    const spec = path.startsWith('.') ? path : `./${path}`;
    expect(listed, spec).toMatch(new RegExp(`import type \\* as (\\w+) from '${spec}';[^]*Swap<\\w+, typeof \\1>`));
    expect(listed, spec).toMatch(new RegExp(`import type \\* as (\\w+) from '${spec.replace('.compact', '')}';[^]*Swap<\\w+, typeof \\1>`));
  }
});
