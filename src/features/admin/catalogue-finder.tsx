// The catalogue page's finder: search by name or id, filters by category, visibility and
// payment, and the sort; the count of products shown is announced.
import { useBrand } from '../../state/identity';
import type { CatalogueFilter } from './catalogue-filters';
import { adminTexts } from './fr-admin';
import { adminFiguresTexts } from './fr-admin-figures';

const t = adminFiguresTexts.catalogue;

interface FinderProps {
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  shown: number;
  total: number;
}

export function CatalogueFinder({ filter, onChange, shown, total }: FinderProps) {
  const set = <K extends keyof CatalogueFilter>(key: K, value: CatalogueFilter[K]) => onChange({ ...filter, [key]: value });
  const { currencyName } = useBrand();
  return (
    <section className="adm-stack" aria-labelledby="adm-catalogue-finder">
      <h2 id="adm-catalogue-finder">{t.filters}</h2>
      <div className="adm-row" role="search">
        <div className="adm-field">
          <label htmlFor="adm-cat-text">{t.search}</label>
          <input id="adm-cat-text" type="search" value={filter.text} maxLength={100} onChange={(event) => set('text', event.target.value)} />
        </div>
        <FilterSelect id="adm-cat-category" label={t.category} value={filter.category} options={{ '': t.allCategories, ...adminTexts.product.categories(currencyName) }} onChange={(value) => set('category', value)} />
        <FilterSelect id="adm-cat-visibility" label={t.visibility} value={filter.visibility} options={t.visibilities} onChange={(value) => set('visibility', value)} />
        <FilterSelect id="adm-cat-money" label={t.money} value={filter.money} options={t.moneys(currencyName)} onChange={(value) => set('money', value)} />
        <FilterSelect id="adm-cat-sort" label={t.sort} value={filter.sort} options={t.sorts} onChange={(value) => set('sort', value)} />
      </div>
      <p className="adm-hint" role="status">
        {t.count(shown, total)}
      </p>
    </section>
  );
}

/** One of the finder's choices: its options are a dictionary's entries, by value. */
function FilterSelect<V extends string>({ id, label, value, options, onChange }: { id: string; label: string; value: V; options: Record<V, string>; onChange: (value: V) => void }) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {(Object.entries(options) as [V, string][]).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
