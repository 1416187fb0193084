// The console's first page: the shop's figures over a period of Paris days (this month by
// default; the period is the address's `?du=&au=`, so going back returns to it): totals,
// per-day charts each with its table, the period's best sellers, and the subscriptions now.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StatsAnswer, StatsDay } from '../../api/contract/manage-figures';
import { useHttp } from '../../api/http-context';
import { manageQueries } from '../../api/manage-queries';
import { formatTokens } from '../../domain/token-amount';
import { useBrand } from '../../state/identity';
import { Banner } from '../../ui/banner';
import { useAdoptedStyles } from './adopted-styles';
import { AdminPage, QueryView, formatDay } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import css from './dashboard.css?raw';
import { DayChart, type DaySeries } from './day-chart';
import { adminFiguresTexts } from './fr-admin-figures';
import { isValidPeriod, lastDays, monthOf, parisToday, previousMonth, type Period } from './paris-period';

const t = adminFiguresTexts;
const COLORS = { in: '#4cc2ff', out: '#ff8080', net: '#7ddc7d', extra: '#ffd166' } as const;

export const dashboardPath = ({ from, to }: Period) => `/admin?du=${from}&au=${to}`;

export default function DashboardPage() {
  useAdoptedStyles(css);
  const search = new URLSearchParams(useSearch());
  const today = parisToday();
  const month = monthOf(today);
  const period = { from: search.get('du') ?? month.from, to: search.get('au') ?? month.to };
  return (
    <AdminPage title={t.title}>
      <PeriodPicker key={`${period.from}/${period.to}`} period={period} today={today} />
      {isValidPeriod(period) ? <Figures period={period} /> : <Banner tone="error">{t.period.invalid}</Banner>}
    </AdminPage>
  );
}

function PeriodPicker({ period, today }: { period: Period; today: string }) {
  const [, navigate] = useLocation();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = { from, to };
    setInvalid(!isValidPeriod(chosen));
    if (isValidPeriod(chosen)) navigate(dashboardPath(chosen));
  };
  const presets = [
    [t.period.thisMonth, monthOf(today)],
    [t.period.lastMonth, previousMonth(today)],
    [t.period.last30, lastDays(today, 30)],
  ] as const;
  return (
    <form className="adm-stack" onSubmit={submit} noValidate>
      <fieldset className="fig-period">
        <legend>{t.period.legend}</legend>
        <div className="adm-field">
          <label htmlFor="fig-from">{t.period.from}</label>
          <input id="fig-from" type="date" value={from} required aria-invalid={invalid || undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="adm-field">
          <label htmlFor="fig-to">{t.period.to}</label>
          <input id="fig-to" type="date" value={to} required aria-invalid={invalid || undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
        <button type="submit" className="button-primary">
          {t.period.show}
        </button>
      </fieldset>
      {invalid && <p className="adm-error" role="alert">{t.period.invalid}</p>}
      <div className="adm-actions">
        {presets.map(([label, preset]) => (
          <button
            key={label}
            type="button"
            className="button-secondary adm-small"
            aria-pressed={preset.from === period.from && preset.to === period.to}
            onClick={() => navigate(dashboardPath(preset))}
          >
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}

function Figures({ period }: { period: Period }) {
  const http = useHttp();
  const query = useQuery({ ...manageQueries.stats(http, period.from, period.to), placeholderData: keepPreviousData });
  return (
    <QueryView query={query}>
      {(stats) => (
        <>
          <p className="adm-hint" aria-live="polite">
            {t.period.shown(formatDay(`${period.from}T12:00:00Z`), formatDay(`${period.to}T12:00:00Z`))}
          </p>
          <FiguresView stats={stats} />
        </>
      )}
    </QueryView>
  );
}

/** Cents of an answer's amount (two decimals): totals add integers, never floats. */
const cents = (amount: number) => Math.round(amount * 100);

function moneyFormat(currency: string): (amount: number) => string {
  try {
    const format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    return (amount) => format.format(amount);
  } catch {
    return (amount) => `${amount.toFixed(2)} ${currency}`;
  }
}

const countFormat = new Intl.NumberFormat('fr-FR');
const formatCount = (n: number) => countFormat.format(n);

function FiguresView({ stats }: { stats: StatsAnswer }) {
  const money = useMemo(() => moneyFormat(stats.currency), [stats.currency]);
  const days = useMemo(() => stats.days.map((d) => d.day), [stats.days]);
  const { currencyName } = useBrand();
  const charts = useMemo(() => {
    const of = (key: keyof Omit<StatsDay, 'day'>) => stats.days.map((d) => d[key]);
    return {
      cash: [
        { label: t.totals.cashGross, values: of('cashGross'), color: COLORS.in },
        { label: t.totals.cashRefunded, values: of('cashRefunded'), color: COLORS.out },
        { label: t.totals.cashNet, values: of('cashNet'), color: COLORS.net },
      ] satisfies DaySeries[],
      points: [
        { label: t.totals.pointsSpent(currencyName), values: of('pointsSpent'), color: COLORS.out },
        { label: t.totals.pointsCredited(currencyName), values: of('pointsCredited'), color: COLORS.in },
      ] satisfies DaySeries[],
      activity: [
        { label: t.totals.purchases, values: of('purchases'), color: COLORS.extra },
        { label: t.totals.newPlayers, values: of('newPlayers'), color: COLORS.net },
      ] satisfies DaySeries[],
    };
  }, [stats.days, currencyName]);
  const sum = (key: keyof Omit<StatsDay, 'day'>) => stats.days.reduce((total, d) => total + d[key], 0);
  const sumMoney = (key: 'cashGross' | 'cashRefunded' | 'cashNet') => stats.days.reduce((total, d) => total + cents(d[key]), 0) / 100;
  const totals = [
    [t.totals.cashGross, money(sumMoney('cashGross'))],
    [t.totals.cashRefunded, money(sumMoney('cashRefunded'))],
    [t.totals.cashNet, money(sumMoney('cashNet'))],
    [t.totals.pointsSpent(currencyName), formatTokens(sum('pointsSpent'))],
    [t.totals.pointsCredited(currencyName), formatTokens(sum('pointsCredited'))],
    [t.totals.purchases, formatCount(sum('purchases'))],
    [t.totals.newPlayers, formatCount(sum('newPlayers'))],
  ] as const;
  return (
    <>
      <section aria-labelledby="fig-totals">
        <h2 id="fig-totals">{t.totals.title}</h2>
        <dl className="fig-totals">
          {totals.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <DayChart title={t.charts.cash} days={days} series={charts.cash} format={money} />
      <DayChart title={t.charts.points(currencyName)} days={days} series={charts.points} format={formatTokens} />
      <DayChart title={t.charts.activity} days={days} series={charts.activity} format={formatCount} />
      <div className="adm-grid">
        <TopProducts stats={stats} money={money} />
        <Subscriptions stats={stats} money={money} />
      </div>
    </>
  );
}

type TopRow = StatsAnswer['topProducts'][number];

function TopProducts({ stats, money }: { stats: StatsAnswer; money: (amount: number) => string }) {
  const { currencyName } = useBrand();
  const columns: AdminColumn<TopRow>[] = [
    { header: t.top.product, cell: (row) => row.name },
    { header: t.top.count, cell: (row) => formatCount(row.count), numeric: true },
    // The points' column bears the currency's name.
    { header: currencyName, cell: (row) => formatTokens(row.points), numeric: true },
    { header: t.top.cash, cell: (row) => money(row.cash), numeric: true },
  ];
  return (
    <section className="adm-card" aria-labelledby="fig-top">
      <h2 id="fig-top">{t.top.title}</h2>
      <AdminTable label={t.charts.table(t.top.title)} columns={columns} rows={stats.topProducts} rowKey={(row) => row.itemId} empty={t.top.none} />
    </section>
  );
}

function Subscriptions({ stats, money }: { stats: StatsAnswer; money: (amount: number) => string }) {
  const rows = Object.entries(stats.subscriptions.active).sort(([a], [b]) => a.localeCompare(b, 'fr'));
  const columns: AdminColumn<[string, number]>[] = [
    { header: t.subscriptions.rank, cell: ([rank]) => rank },
    { header: t.subscriptions.count, cell: ([, count]) => formatCount(count), numeric: true },
  ];
  return (
    <section className="adm-card adm-stack" aria-labelledby="fig-subs">
      <h2 id="fig-subs">{t.subscriptions.title}</h2>
      <p className="adm-hint">{t.subscriptions.note}</p>
      <AdminTable label={t.charts.table(t.subscriptions.title)} columns={columns} rows={rows} rowKey={([rank]) => rank} empty={t.subscriptions.none} />
      <dl className="fig-totals">
        <div>
          <dt>{t.subscriptions.monthly}</dt>
          <dd>{money(stats.subscriptions.monthlyRecurring)}</dd>
        </div>
      </dl>
    </section>
  );
}
