// Description HTML comes from the back-end: it is always cleaned with DOMPurify
// before it reaches dangerouslySetInnerHTML.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
