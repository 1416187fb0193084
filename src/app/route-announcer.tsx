// A client-side page change titles the tab and is announced to screen readers
// (a reload would do both by itself). The first page is not announced, nor an item
// opened over its category: the page is the same, and the dialog announces itself.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { documentTitle, pageTitle } from './page-title';

export function RouteAnnouncer() {
  const [path] = useLocation();
  const title = pageTitle(path);
  const [announced, setAnnounced] = useState('');
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === title) return;
    document.title = documentTitle(path);
    if (shown.current !== null) setAnnounced(title);
    shown.current = title;
  }, [path, title]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {announced}
    </p>
  );
}
