// The catalogue page's finder: search by name or id, filters by category, visibility and
// payment, and the sort; the count of products shown is announced.
import type { CatalogueFilter } from './catalogue-filters';
import { frAdmin } from './fr-admin';
import { frAdminFigures } from './fr-admin-figures';

const t = frAdminFigures.catalogue;

interface FinderProps {
  filter: CatalogueFilter;
  onChange: (filter: CatalogueFilter) => void;
  shown: number;
  total: number;
}

export function CatalogueFinder({ filter, onChange, shown, total }: FinderProps) {
  const set = <K extends keyof CatalogueFilter>(key: K, value: CatalogueFilter[K]) => onChange({ ...filter, [key]: value });
  return (
    <section className="adm-stack" aria-labelledby="adm-catalogue-finder">
      <h2 id="adm-catalogue-finder">{t.filters}</h2>
      <div className="adm-row" role="search">
        <div className="adm-field">
          <label htmlFor="adm-cat-text">{t.search}</label>
          <input id="adm-cat-text" type="search" value={filter.text} maxLength={100} onChange={(event) => set('text', event.target.value)} />
        </div>
        <div className="adm-field">
          <label htmlFor="adm-cat-category">{t.category}</label>
          <select id="adm-cat-category" value={filter.category} onChange={(event) => set('category', event.target.value)}>
            <option value="">{t.allCategories}</option>
            {Object.entries(frAdmin.product.categories).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-cat-visibility">{t.visibility}</label>
          <select id="adm-cat-visibility" value={filter.visibility} onChange={(event) => set('visibility', event.target.value as CatalogueFilter['visibility'])}>
            {Object.entries(t.visibilities).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-cat-money">{t.money}</label>
          <select id="adm-cat-money" value={filter.money} onChange={(event) => set('money', event.target.value as CatalogueFilter['money'])}>
            {Object.entries(t.moneys).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="adm-cat-sort">{t.sort}</label>
          <select id="adm-cat-sort" value={filter.sort} onChange={(event) => set('sort', event.target.value as CatalogueFilter['sort'])}>
            {Object.entries(t.sorts).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="adm-hint" role="status">
        {t.count(shown, total)}
      </p>
    </section>
  );
}
