// Every French dictionary has an English twin with the same keys, found by file name
// (fr-home.ts beside en-home.ts) and export name (frHome, enHome), so a new dictionary
// without its twin fails here even before anyone imports it.
import { describe, expect, it } from 'vitest';

const french = import.meta.glob<Record<string, unknown>>(['/src/**/fr.ts', '/src/**/fr-*.ts'], { eager: true });
const english = import.meta.glob<Record<string, unknown>>(['/src/**/en.ts', '/src/**/en-*.ts'], { eager: true });

/** Every path of leaves ("catalogue.titles.objets"), with a function's arity as its value. */
function shape(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'function') return { [path]: `function/${value.length}` };
  if (typeof value === 'string') return { [path]: value === '' ? 'empty' : 'text' };
  if (value === null || typeof value !== 'object') return { [path]: typeof value };
  return Object.assign({}, ...Object.entries(value).map(([key, child]) => shape(child, path ? `${path}.${key}` : key)));
}

describe('English dictionaries', () => {
  it('finds the French ones', () => {
    expect(Object.keys(french).length).toBeGreaterThanOrEqual(15);
  });

  for (const [file, module] of Object.entries(french)) {
    const twinFile = file.replace(/\/fr(-[^/]*)?\.ts$/, '/en$1.ts');
    for (const [name, dictionary] of Object.entries(module)) {
      if (!name.startsWith('fr') || typeof dictionary !== 'object') continue;
      it(`${name} has its twin in ${twinFile}`, () => {
        const twin = english[twinFile]?.[`en${name.slice(2)}`];
        expect(twin, `${twinFile} exports en${name.slice(2)}`).toBeDefined();
        expect(shape(twin)).toEqual(shape(dictionary));
      });
    }
  }
});
