// The shop's settings ("Réglages"): its name, currency, accent colour (previewed, with its
// contrast), logo, languages, game servers, category names, ranks' comparison, legal texts
// and monthly goal. "Enregistrer" puts them whole; the server refuses a bad field in French.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import type * as z from 'zod/mini';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import { IMAGE_UPLOAD } from '../../api/contract/manage';
import { Settings, settingsIssue } from '../../api/contract/settings';
import { LOCALES } from '../../api/contract/shop-identity';
import { useHttp } from '../../api/http-context';
import { manageKeys, manageQueries, putSettings } from '../../api/manage-queries';
import { uploadImage } from '../../api/manage-upload';
import { accentPalette, contrastRatio, SHOP_BACKGROUND } from '../../domain/contrast';
import { useAssetUrl } from '../../platform/use-asset-url';
import { usePlatform } from '../../platform/platform-context';
import { Banner } from '../../ui/banner';
import { showToast } from '../../ui/toast';
import { AdminPage, CheckField, InputField, QueryView, SaveButton, SelectField, errorText } from './admin-ui';
import { adminTexts } from './fr-admin';
import { adminSettingsTexts } from './fr-admin-settings';
import { SettingsRanks } from './settings-ranks';
import { SettingsTexts } from './settings-texts';

const t = adminSettingsTexts;
const f = t.fields;
export type SettingsForm = UseFormReturn<Settings>;

/** The contract's rules, in French texts naming the field, as the server's own refusals. */
const contractRules = zodResolver(Settings, { error: (issue) => settingsIssue({ ...issue, path: issue.path ?? [] } as z.core.$ZodIssue) });

/** An emptied text is undefined (its default applies): a key no longer there, as the server will read it. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, withoutEmpty(v)]));
}

const resolver: Resolver<Settings> = (values, context, options) => contractRules(withoutEmpty(values) as Settings, context, options);

export default function SettingsPage() {
  const settings = useQuery(manageQueries.settings(useHttp()));
  return (
    <AdminPage title={t.title}>
      <QueryView query={settings}>{(loaded) => <SettingsEditor settings={loaded} />}</QueryView>
    </AdminPage>
  );
}

function SettingsEditor({ settings }: { settings: Settings }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const form = useForm<Settings>({ resolver, mode: 'onChange', defaultValues: settings });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const save = useMutation({
    mutationFn: (values: Settings) => putSettings(http, values),
    onSuccess: async (saved) => {
      form.reset(saved);
      showToast(t.saved, 'success');
      // The shop around the console takes them at its next catalogue check: now.
      await queryClient.invalidateQueries();
      void queryClient.invalidateQueries({ queryKey: manageKeys.settings() });
    },
  });
  const languages = LOCALES.map((locale) => ({ value: locale, label: t.languages[locale] }));
  // Every refusal at once, beside the button: a rule of the whole (a perk of a removed rank) has no field.
  const [refusals, setRefusals] = useState<string[]>([]);
  const submit = handleSubmit(
    (values) => (setRefusals([]), save.mutate(values)),
    (invalid) => setRefusals(errorMessages(invalid)),
  );
  return (
    <form noValidate className="adm-stack" onSubmit={submit}>
      <section className="adm-card adm-stack" aria-labelledby="adm-s-identity">
        <h2 id="adm-s-identity">{t.sections.identity}</h2>
        <div className="adm-grid">
          <InputField label={f.shopName} autoComplete="off" error={errors.shopName?.message} registration={register('shopName')} />
          <InputField label={f.currencyName} hint={f.currencyHint(settings.currencyName)} autoComplete="off" error={errors.currencyName?.message} registration={register('currencyName')} />
        </div>
        <Accent form={form} />
        <Logo form={form} />
      </section>
      <section className="adm-card adm-stack" aria-labelledby="adm-s-languages">
        <h2 id="adm-s-languages">{t.sections.languages}</h2>
        <div className="adm-grid">
          <SelectField label={f.defaultLocale} options={languages} error={errors.defaultLocale?.message} registration={register('defaultLocale')} />
        </div>
        <fieldset className="adm-stack">
          <legend>{f.locales}</legend>
          {languages.map((language) => (
            <CheckField key={language.value} label={language.label} registration={register('locales')} value={language.value} />
          ))}
          {errors.locales && <p className="adm-error">{errors.locales.message ?? errors.locales.root?.message}</p>}
        </fieldset>
      </section>
      <GameServers form={form} />
      <SettingsTexts form={form} />
      <SettingsRanks form={form} />
      <Goal form={form} />
      {save.isError && <Banner tone="error">{errorText(save.error)}</Banner>}
      {refusals.length > 0 && (
        <Banner tone="error">{refusals.join(' ')}</Banner>
      )}
      <div className="adm-actions adm-sticky">
        <SaveButton pending={save.isPending} />
      </div>
    </form>
  );
}

/** The messages of a refused form, each once, in the form's order. */
function errorMessages(errors: FieldErrors): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') found.add(message);
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child);
  };
  walk(errors);
  return [...found];
}

/** The colour, its contrast with the background, and a card and a button drawn with it. */
function Accent({ form }: { form: SettingsForm }) {
  const accent = useWatch({ control: form.control, name: 'accentColor' });
  const valid = /^#[0-9a-fA-F]{6}$/.test(accent);
  const ratio = valid ? (Math.floor(contrastRatio(accent, SHOP_BACKGROUND) * 10) / 10).toFixed(1).replace('.', ',') : '–';
  const palette = valid ? accentPalette(accent) : null;
  const error = form.formState.errors.accentColor?.message;
  return (
    <div className="adm-grid">
      <InputField label={f.accentColor} type="color" hint={f.accentHint(ratio)} error={error} registration={form.register('accentColor')} />
      {palette && (
        <figure className="adm-accent-preview" aria-label={t.preview.label} style={{ ['--accent' as string]: palette.accent, ['--accent-text' as string]: palette.text, ['--on-accent' as string]: palette.on }}>
          <div className="adm-accent-card">
            <strong>{t.preview.product}</strong>
            <span className="adm-accent-price">{t.preview.price}</span>
            <span className="button-primary">{t.preview.button}</span>
          </div>
        </figure>
      )}
    </div>
  );
}

function Logo({ form }: { form: SettingsForm }) {
  const platform = usePlatform();
  const assetUrl = useAssetUrl();
  const logo = useWatch({ control: form.control, name: 'logoUrl' });
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const inputId = useId();
  const set = (value: string | null) => form.setValue('logoUrl', value, { shouldDirty: true, shouldValidate: true });
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setError(null);
    if (!(IMAGE_UPLOAD.types as readonly string[]).includes(file.type)) return setError(adminTexts.product.badType);
    if (file.size > IMAGE_UPLOAD.maxBytes) return setError(adminTexts.product.tooBig);
    setUploading(true);
    try {
      set(await uploadImage(platform.config.apiBaseUrl, file));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className="adm-field">
      <label htmlFor={inputId}>{f.logo}</label>
      {logo && (
        <div className="adm-actions">
          <img className="adm-logo" src={assetUrl(logo)} alt={f.logoAlt} />
          <button type="button" className="button-secondary adm-small" onClick={() => set(null)}>
            {f.removeLogo}
          </button>
        </div>
      )}
      <input id={inputId} type="file" accept={IMAGE_UPLOAD.types.join(',')} disabled={uploading} onChange={(event) => void onFile(event)} />
      {error && <p className="adm-error" role="alert">{error}</p>}
    </div>
  );
}

const MAX_SERVERS = 8;

function GameServers({ form }: { form: SettingsForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'gameServers' });
  const errors = form.formState.errors.gameServers;
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-s-servers">
      <h2 id="adm-s-servers">{t.sections.servers}</h2>
      <p className="adm-hint">{f.serverHint}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="adm-grid adm-row">
          <InputField label={f.serverId(index + 1)} autoComplete="off" spellCheck={false} error={errors?.[index]?.id?.message} registration={form.register(`gameServers.${index}.id`)} />
          <InputField label={f.serverName(index + 1)} autoComplete="off" error={errors?.[index]?.name?.message} registration={form.register(`gameServers.${index}.name`)} />
          <button type="button" className="button-secondary adm-small" disabled={fields.length === 1} onClick={() => remove(index)}>
            {f.removeServer(index + 1)}
          </button>
        </div>
      ))}
      {errors?.root && <p className="adm-error">{errors.root.message}</p>}
      <div className="adm-actions">
        <button type="button" className="button-secondary adm-small" disabled={fields.length >= MAX_SERVERS} onClick={() => append({ id: '', name: '' })}>
          {f.addServer}
        </button>
      </div>
    </section>
  );
}

function Goal({ form }: { form: SettingsForm }) {
  const goal = useWatch({ control: form.control, name: 'goal' });
  const errors = form.formState.errors.goal;
  return (
    <section className="adm-card adm-stack" aria-labelledby="adm-s-goal">
      <h2 id="adm-s-goal">{t.sections.goal}</h2>
      <div className="adm-check">
        <input
          id="adm-goal-on"
          type="checkbox"
          checked={Boolean(goal)}
          onChange={(event) => form.setValue('goal', event.currentTarget.checked ? { amount: 1000, currency: 'EUR' } : null, { shouldDirty: true, shouldValidate: true })}
        />
        <label htmlFor="adm-goal-on">{f.goalOn}</label>
      </div>
      {goal && (
        <div className="adm-grid">
          <InputField label={f.goalAmount} type="number" min={1} step="0.01" error={errors?.amount?.message} registration={form.register('goal.amount', { valueAsNumber: true })} />
          <InputField label={f.goalCurrency} autoComplete="off" error={errors?.currency?.message} registration={form.register('goal.currency')} />
        </div>
      )}
    </section>
  );
}
