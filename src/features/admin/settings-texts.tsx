// The settings' texts per language: the categories' names and the legal pages (HTML,
// previewed as players will see it, sanitized).
import { useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';
import { PRODUCT_CATEGORIES } from '../../api/contract/common';
import { LOCALES, type Locale } from '../../api/contract/shop-identity';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { InputField, TextAreaField } from './admin-ui';
import { adminSettingsTexts } from './fr-admin-settings';
import type { SettingsForm } from './settings-page';

const t = adminSettingsTexts;
const f = t.fields;
/** An emptied field is no text: the default applies. */
const orNone = (value: string) => (value.trim() === '' ? undefined : value);

export function SettingsTexts({ form }: { form: SettingsForm }) {
  const errors = form.formState.errors;
  return (
    <>
      <section className="adm-card adm-stack" aria-labelledby="adm-s-categories">
        <h2 id="adm-s-categories">{t.sections.categories}</h2>
        <p className="adm-hint">{f.categoryHint}</p>
        {LOCALES.map((locale) => (
          <div key={locale} className="adm-grid">
            {PRODUCT_CATEGORIES.map((category) => (
              <InputField
                key={category}
                label={f.categoryLabel(t.categories[category], t.languages[locale])}
                autoComplete="off"
                error={errors.categoryLabels?.[locale]?.[category]?.message}
                registration={form.register(`categoryLabels.${locale}.${category}`, { setValueAs: orNone })}
              />
            ))}
          </div>
        ))}
      </section>
      <section className="adm-card adm-stack" aria-labelledby="adm-s-legal">
        <h2 id="adm-s-legal">{t.sections.legal}</h2>
        <p className="adm-hint">{f.legalHint}</p>
        {LOCALES.map((locale) => (
          <div key={locale} className="adm-stack">
            <LegalText form={form} field="legalNotice" locale={locale} label={f.legalNotice(t.languages[locale])} />
            <LegalText form={form} field="privacy" locale={locale} label={f.privacy(t.languages[locale])} />
          </div>
        ))}
      </section>
    </>
  );
}

function LegalText({ form, field, locale, label }: { form: SettingsForm; field: 'legalNotice' | 'privacy'; locale: Locale; label: string }) {
  const html = useWatch({ control: form.control, name: `${field}.${locale}` }) ?? '';
  const deferred = useDeferredValue(html);
  return (
    <div className="adm-grid">
      <TextAreaField label={label} rows={6} code error={form.formState.errors[field]?.[locale]?.message} registration={form.register(`${field}.${locale}`, { setValueAs: orNone })} />
      {deferred && (
        <div className="adm-field">
          <span className="adm-label">{f.preview}</span>
          <div className="adm-preview" aria-label={`${f.preview} : ${label}`} role="region" dangerouslySetInnerHTML={{ __html: sanitizeHtml(deferred) }} />
        </div>
      )}
    </div>
  );
}
