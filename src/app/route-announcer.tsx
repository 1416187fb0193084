// A client-side page change titles the tab and is announced to screen readers
// (a reload would do both by itself). The first page is not announced.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { documentTitle, pageTitle } from './page-title';

export function RouteAnnouncer() {
  const [path] = useLocation();
  const [announced, setAnnounced] = useState('');
  const first = useRef(true);
  useEffect(() => {
    document.title = documentTitle(path);
    if (first.current) first.current = false;
    else setAnnounced(pageTitle(path));
  }, [path]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {announced}
    </p>
  );
}
