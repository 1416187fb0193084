import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { openApiDocument } from '../../server/openapi';

it('docs/openapi.json is generated from the current schemas (npx tsx server/write-openapi.ts)', () => {
  const committed = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
  expect(committed).toEqual(openApiDocument());
  for (const e of Object.values(endpoints)) expect(committed.paths[e.path][e.method.toLowerCase()]).toBeDefined();
});
