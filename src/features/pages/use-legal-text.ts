// The HTML an admin set for a legal page in French, asked for when the page opens:
// undefined while it comes, null when none is set or it could not be read (the page's
// own sections then).
import { useEffect, useState } from 'react';
import type { LegalTexts } from '../../api/contract/web-pages';
import { useHttp } from '../../api/http-context';
import { fetchLegalTexts } from '../../api/legal-queries';

export function useLegalText(page: keyof LegalTexts): string | null | undefined {
  const http = useHttp();
  const [html, setHtml] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    fetchLegalTexts(http, controller.signal).then(
      (texts) => setHtml(texts[page].fr?.trim() ? texts[page].fr! : null),
      () => !controller.signal.aborted && setHtml(null),
    );
    return () => controller.abort();
  }, [http, page]);
  return html;
}
