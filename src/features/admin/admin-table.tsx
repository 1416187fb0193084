// The console's one table markup: a page names its columns and hands its rows.
import type { ReactNode } from 'react';

export interface AdminColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: right-aligned, header and cells alike. */
  numeric?: boolean;
  /** Identifiers (item ids, licenses): monospace cells. */
  mono?: boolean;
}

interface AdminTableProps<Row> {
  /** Names the table's scrolling region. */
  label: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there is no row; without it, the headers show alone. */
  empty?: string;
}

const cellClass = ({ numeric, mono }: Pick<AdminColumn<unknown>, 'numeric' | 'mono'>) => (numeric ? 'adm-num' : mono ? 'adm-mono' : undefined);

/** A table that scrolls sideways on a phone instead of widening the page (a focusable region, for the keyboard). */
export function AdminTable<Row>({ label, columns, rows, rowKey, empty }: AdminTableProps<Row>) {
  if (rows.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <div className="adm-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="adm-table">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={column.numeric ? 'adm-num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) => (
                <td key={i} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
