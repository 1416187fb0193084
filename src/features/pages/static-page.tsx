// A static French text page: a title, its sections, and what a page adds after them.
import type { ReactNode } from 'react';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  sections: readonly { title: string; text: string }[];
  children?: ReactNode;
}

export function StaticPage({ title, sections, children }: StaticPageProps) {
  return (
    <main className={`page ${styles.page}`}>
      <h1>{title}</h1>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      {children}
    </main>
  );
}
