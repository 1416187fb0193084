// A static text page: a title, then the HTML an admin set for it (cleaned by the server, and
// again here: the website's legal pages carry DOMPurify in their own chunk), or its own
// sections while none is set, and what a page adds after them.
import type { ReactNode } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { PageLoader } from '../../ui/page-loader';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  /** The admin's text: undefined while it comes, null when there is none. */
  html: string | null | undefined;
  sections: readonly { title: string; text: string }[];
  children?: ReactNode;
}

export function StaticPage({ title, html, sections, children }: StaticPageProps) {
  return (
    <main className={`page ${styles.page}`}>
      <h1>{title}</h1>
      {html === undefined ? (
        <PageLoader />
      ) : html ? (
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
      ) : (
        sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))
      )}
      {children}
    </main>
  );
}
