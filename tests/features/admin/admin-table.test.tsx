// The console's one table (admin-table.tsx): its headers and cells with their classes,
// in a region named for the keyboard and screen readers, or the empty text instead.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminTable, type AdminColumn } from '../../../src/features/admin/admin-table';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  stock: number;
}
const columns: AdminColumn<Row>[] = [
  { header: 'Nom', cell: (row) => row.name },
  { header: 'Identifiant', cell: (row) => row.id, mono: true },
  { header: 'Stock', cell: (row) => row.stock, numeric: true },
];
const rows: Row[] = [
  { id: 'sword', name: 'Épée', stock: 5 },
  { id: 'shield', name: 'Bouclier', stock: 2 },
];

describe('AdminTable', () => {
  it('renders the headers, then a row per item with its cells', () => {
    render(<AdminTable label="Produits" columns={columns} rows={rows} rowKey={(row) => row.id} empty="Rien" />);
    const region = screen.getByRole('region', { name: 'Produits' });
    expect(region.tabIndex).toBe(0);
    const headers = within(region).getAllByRole('columnheader');
    expect(headers.map((th) => [th.textContent, th.getAttribute('scope'), th.className])).toEqual([
      ['Nom', 'col', ''],
      ['Identifiant', 'col', ''],
      ['Stock', 'col', 'adm-num'],
    ]);
    const [, first, second] = within(region).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((td) => [td.textContent, td.className])).toEqual([
      ['Épée', ''],
      ['sword', 'adm-mono'],
      ['5', 'adm-num'],
    ]);
    expect(second!.textContent).toBe('Boucliershield2');
    expect(screen.queryByText('Rien')).toBeNull();
  });

  it('says the empty text instead of a table without rows', () => {
    render(<AdminTable label="Produits" columns={columns} rows={[]} rowKey={(row) => row.id} empty="Rien" />);
    expect(screen.getByText('Rien').tagName).toBe('P');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('without an empty text, shows the headers alone', () => {
    render(<AdminTable label="Produits" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
