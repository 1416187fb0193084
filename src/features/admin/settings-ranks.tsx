// The ranks' comparison of the subscriptions page: which rank products it shows and in
// which order, the best seller, and each row of perks with its value per rank.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { LOCALES } from '../../api/contract/shop-identity';
import { useHttp } from '../../api/http-context';
import { manageQueries } from '../../api/manage-queries';
import { InputField, SelectField } from './admin-ui';
import { adminSettingsTexts } from './fr-admin-settings';
import type { SettingsForm } from './settings-page';

const t = adminSettingsTexts;
const f = t.fields;

/** A perk's value as typed: empty, not included; "✓", included; else the text. */
const cellText = (value: string | boolean | undefined) => (value === true ? '✓' : value === false || value === undefined ? '' : value);
const cellValue = (text: string): string | boolean => (text.trim() === '' ? false : text.trim() === '✓' ? true : text);

export function SettingsRanks({ form }: { form: SettingsForm }) {
  const catalogue = useQuery(manageQueries.products(useHttp()));
  const ranks = useWatch({ control: form.control, name: 'ranks.products' });
  const perks = useFieldArray({ control: form.control, name: 'ranks.perks' });
  const [adding, setAdding] = useState('');
  const grades = (catalogue.data?.products ?? []).filter((product) => product.category === 'Grades');
  const nameOf = (itemId: string) => grades.find((product) => product.itemId === itemId)?.name ?? itemId;
  const setRanks = (next: string[]) => {
    form.setValue('ranks.products', next, { shouldDirty: true, shouldValidate: true });
    // A removed rank leaves the perks' rows and the best seller with it.
    const perksNow = form.getValues('ranks.perks');
    form.setValue('ranks.perks', perksNow.map((perk) => ({ ...perk, values: Object.fromEntries(Object.entries(perk.values).filter(([id]) => next.includes(id))) })), { shouldDirty: true });
    const best = form.getValues('ranks.bestSeller');
    if (best !== null && !next.includes(best)) form.setValue('ranks.bestSeller', null, { shouldDirty: true });
  };
  const errors = form.formState.errors.ranks;
  const addable = grades.filter((product) => !ranks.includes(product.itemId));
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-s-ranks">
      <h2 id="adm-s-ranks">{t.sections.ranks}</h2>
      <ol className="adm-stack">
        {ranks.map((itemId, index) => (
          <li key={itemId} className="adm-actions">
            <span>
              {nameOf(itemId)} <span className="adm-mono">{itemId}</span>
            </span>
            {index > 0 && (
              <button type="button" className="button-secondary adm-small" aria-label={f.rankUp(nameOf(itemId))} onClick={() => setRanks(ranks.map((_, i) => ranks[i === index - 1 ? index : i === index ? index - 1 : i]!))}>
                ↑
              </button>
            )}
            <button type="button" className="button-secondary adm-small" aria-label={f.removeRank(nameOf(itemId))} onClick={() => setRanks(ranks.filter((id) => id !== itemId))}>
              ×
            </button>
          </li>
        ))}
      </ol>
      {addable.length > 0 && (
        <div className="adm-actions">
          <select aria-label={f.addRank} value={adding} onChange={(event) => setAdding(event.currentTarget.value)}>
            <option value="">{f.addRank}</option>
            {addable.map((product) => (
              <option key={product.itemId} value={product.itemId}>
                {product.name}
              </option>
            ))}
          </select>
          <button type="button" className="button-secondary adm-small" disabled={!adding} onClick={() => (setRanks([...ranks, adding]), setAdding(''))}>
            {f.addRank}
          </button>
        </div>
      )}
      <div className="adm-grid">
        <SelectField
          label={f.bestSeller}
          options={[{ value: '', label: f.none }, ...ranks.map((itemId) => ({ value: itemId, label: nameOf(itemId) }))]}
          error={errors?.bestSeller?.message}
          registration={form.register('ranks.bestSeller', { setValueAs: (value: string | null) => value || null })}
        />
      </div>
      <p className="adm-hint">{f.perkHint}</p>
      {perks.fields.map((field, index) => (
        <fieldset key={field.id} className="adm-stack">
          <div className="adm-grid">
            {LOCALES.map((locale) => (
              <InputField
                key={locale}
                label={f.perkLabel(index + 1, t.languages[locale])}
                autoComplete="off"
                error={errors?.perks?.[index]?.label?.[locale]?.message}
                registration={form.register(`ranks.perks.${index}.label.${locale}`, { setValueAs: (value: string | undefined) => value?.trim() || undefined })}
              />
            ))}
            {ranks.map((itemId) => (
              <Controller
                key={itemId}
                control={form.control}
                name={`ranks.perks.${index}.values.${itemId}`}
                render={({ field: cell }) => (
                  <div className="adm-field">
                    <label htmlFor={`adm-perk-${index}-${itemId}`}>{f.perkValue(index + 1, nameOf(itemId))}</label>
                    <input id={`adm-perk-${index}-${itemId}`} value={cellText(cell.value)} onChange={(event) => cell.onChange(cellValue(event.currentTarget.value))} onBlur={cell.onBlur} />
                  </div>
                )}
              />
            ))}
          </div>
          <div className="adm-actions">
            <button type="button" className="button-secondary adm-small" onClick={() => perks.remove(index)}>
              {f.removePerk(index + 1)}
            </button>
          </div>
        </fieldset>
      ))}
      {(errors?.perks?.root ?? errors?.root) && <p className="adm-error">{(errors.perks?.root ?? errors.root)?.message}</p>}
      <div className="adm-actions">
        <button type="button" className="button-secondary adm-small" onClick={() => perks.append({ label: {}, values: {} })}>
          {f.addPerk}
        </button>
      </div>
    </section>
  );
}
