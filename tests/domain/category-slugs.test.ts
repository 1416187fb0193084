import { describe, expect, it } from 'vitest';
import { categoryListPath, resolveCategory } from '../../src/domain/category-slugs';

describe('category aliases (spec 01 §2)', () => {
  it.each([
    ['vehicules', 'vehicules'], ['vehicule', 'vehicules'],
    ['objets', 'objets'], ['objet', 'objets'],
    ['armes', 'armes'], ['arme', 'armes'],
    ['packs', 'packs'], ['pack', 'packs'],
    ['abonnements', 'abonnements'], ['Grades', 'abonnements'],
    ['tokens', 'tokens'], ['unions', 'tokens'],
  ])('%s → %s', (segment, slug) => expect(resolveCategory(segment)).toBe(slug));

  it('knows no other category', () => {
    expect(resolveCategory('nimporte')).toBeNull();
    expect(resolveCategory('%E0%A4%A')).toBeNull();
  });

  it('closing an item returns to its category list (spec 02 §2)', () => {
    expect(categoryListPath('vehicule')).toBe('/vehicules');
    expect(categoryListPath('objet')).toBe('/objets');
    expect(categoryListPath('item')).toBe('/objets');
    expect(categoryListPath('arme')).toBe('/armes');
    expect(categoryListPath('pack')).toBe('/packs');
    expect(categoryListPath('autre')).toBe('/autre');
  });
});
