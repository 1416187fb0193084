// A client-side page change titles the tab and is announced to screen readers
// (a reload would do both by itself). The first page is not announced, nor an item
// opened over its category: the page is the same, and the dialog announces itself.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useBrand } from '../state/identity';
import { documentTitle, pageTitle } from './page-title';

export function RouteAnnouncer() {
  const [path] = useLocation();
  const brand = useBrand();
  const title = pageTitle(path, brand);
  const tab = documentTitle(path, brand);
  const [announced, setAnnounced] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    document.title = tab;
    if (shown.current === title) return;
    if (shown.current !== null) setAnnounced(title);
    shown.current = title;
  }, [tab, title]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {announced}
    </p>
  );
}
