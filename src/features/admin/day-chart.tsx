// A per-day chart of the dashboard, drawn by uPlot (its own chunk, fetched when a chart
// first shows: never in a player's load nor in the console's other pages), and beside it
// the same numbers as a table, for the keyboard and screen readers (the canvas is hidden
// from them).
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { adoptStyles } from './adopted-styles';
import { AdminTable, type AdminColumn } from './admin-table';
import { adminFiguresTexts } from './fr-admin-figures';

export interface DaySeries {
  label: string;
  /** One value per day, in the days' order. */
  values: readonly number[];
  color: string;
}

interface DayChartProps {
  title: string;
  days: readonly string[];
  series: readonly DaySeries[];
  /** How a value reads (money, H-Points, counts). */
  format: (value: number) => string;
}

const HEIGHT = 240;

let drawable: boolean | undefined;
function canDraw(): boolean {
  try {
    drawable ??= document.createElement('canvas').getContext('2d') !== null;
  } catch {
    drawable = false;
  }
  return drawable;
}
/** `2025-03-05` → `05/03`. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export function DayChart({ title, days, series, format }: DayChartProps) {
  const columns: AdminColumn<number>[] = [
    { header: adminFiguresTexts.charts.day, cell: (index) => shortDay(days[index]!) },
    ...series.map((s): AdminColumn<number> => ({ header: s.label, cell: (index) => format(s.values[index]!), numeric: true })),
  ];
  const titleId = `fig-${title.replace(/\W+/g, '-')}`;
  return (
    <section className="adm-card fig-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="fig-chart-row">
        <Plot days={days} series={series} format={format} />
        <div className="fig-chart-table">
          <AdminTable label={adminFiguresTexts.charts.table(title)} columns={columns} rows={days.map((_, index) => index)} rowKey={(index) => days[index]!} />
        </div>
      </div>
    </section>
  );
}

function Plot({ days, series, format }: Omit<DayChartProps, 'title'>) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // Without a drawable canvas (an old browser, a test's DOM) the table beside says it all.
    if (!element || typeof ResizeObserver === 'undefined' || !canDraw()) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let release: (() => void) | undefined;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css?raw')]).then(([{ default: UPlot }, { default: css }]) => {
      if (gone) return;
      release = adoptStyles(css);
      const ink = getComputedStyle(element).color;
      const grid = getComputedStyle(element).getPropertyValue('--border').trim() || 'rgba(127,127,127,0.3)';
      const options: uPlot.Options = {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        scales: { x: { time: false } },
        legend: { show: true },
        series: [
          { label: adminFiguresTexts.charts.day, value: (_u, index) => (index === null ? '—' : shortDay(days[index] ?? '')) },
          ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: days.length <= 62 }, value: (_u: uPlot, v: number | null) => (v === null ? '—' : format(v)) })),
        ],
        axes: [
          { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, space: 48, values: (_u, splits) => splits.map((v) => (Number.isInteger(v) && days[v] ? shortDay(days[v]) : '')) },
          { stroke: ink, grid: { stroke: grid }, ticks: { stroke: grid }, size: 64 },
        ],
      };
      const data: uPlot.AlignedData = [days.map((_, index) => index), ...series.map((s) => [...s.values])];
      plot = new UPlot(options, data, element);
      observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      plot?.destroy();
      release?.();
    };
  }, [days, series, format]);
  return <div ref={box} className="fig-plot" aria-hidden="true" />;
}
