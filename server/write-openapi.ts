// Regenerates the committed docs/openapi.json: `npx tsx server/write-openapi.ts`.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi';

const target = process.argv[2] ?? 'docs/openapi.json';
writeFileSync(target, JSON.stringify(openApiDocument(), null, 2) + '\n');
console.log(`OpenAPI document written to ${target}`);
