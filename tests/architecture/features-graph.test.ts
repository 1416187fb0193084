// The feature table the lint rule reads: no loop between features, and every file a
// feature names as public exists.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../../scripts/eslint/layers.js';

const features = resolve(import.meta.dirname, '../../src/features');

describe('features (scripts/eslint/layers.js)', () => {
  it('lists every feature folder', () => {
    expect(Object.keys(FEATURES).sort()).toEqual(readdirSync(features).sort());
  });

  it('declares uses without a loop', () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const loopFrom = (name: string): string[] | null => {
      if (done.has(name)) return null;
      if (visiting.has(name)) return [name];
      visiting.add(name);
      for (const used of FEATURES[name]?.uses ?? []) {
        const loop = loopFrom(used);
        if (loop) return [name, ...loop];
      }
      visiting.delete(name);
      done.add(name);
      return null;
    };
    for (const name of Object.keys(FEATURES)) expect(loopFrom(name)).toBeNull();
  });

  it('names public files that exist', () => {
    for (const [name, { public: files }] of Object.entries(FEATURES)) {
      for (const file of files) {
        const found = ['.ts', '.tsx'].some((ext) => existsSync(join(features, name, file + ext)));
        expect(found, `${name}/${file}`).toBe(true);
      }
    }
  });
});
