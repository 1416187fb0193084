// Each architecture rule fires: a copy of the fixture tree (every file but one
// breaks one rule) is linted with the project's own ESLint config.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const tree = join(repo, '.tmp/lint-fixtures');
let reports: Record<string, string[]> = {};

beforeAll(async () => {
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  cpSync(join(import.meta.dirname, 'fixtures'), tree, { recursive: true });
  // The project's config, with the fixture tree as its base: `src/**` then means the fixtures.
  writeFileSync(join(tree, 'eslint.config.js'), "export { default } from '../../eslint.config.js';\n");
  const eslint = join(repo, 'node_modules/eslint/bin/eslint.js');
  const run = await promisify(execFile)(process.execPath, [eslint, '--format', 'json', '.'], { cwd: tree }).catch(
    (failed: { stdout: string }) => failed, // exit 1: problems found, as intended
  );
  const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
  reports = Object.fromEntries(results.map((r) => [relative(tree, r.filePath), r.messages.map((m) => m.ruleId ?? 'parse-error')]));
}, 60_000);

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('architecture rules (docs/architecture.md)', () => {
  it.each([
    ['src/lib/reaches-up.ts', 'import-x/no-restricted-paths'],
    ['src/api/reads-store.ts', 'import-x/no-restricted-paths'],
    ['src/app/asks-target.ts', 'import-x/no-restricted-paths'],
    ['server/uses-feature.ts', 'import-x/no-restricted-paths'],
    ['src/features/catalogue/uses-internal.ts', 'architecture/features'],
    ['src/features/basket/loops-back.ts', 'architecture/features'],
    ['src/lib/cycle-a.ts', 'import-x/no-cycle'],
    ['src/lib/cycle-b.ts', 'import-x/no-cycle'],
  ])('%s is reported by %s', (file, rule) => {
    expect(reports[file]).toEqual([rule]);
  });

  it('a file that follows every rule is not reported', () => {
    expect(reports['src/features/pages/follows-rules.ts']).toEqual([]);
    expect(reports['src/state/store.ts']).toEqual([]);
  });
});
