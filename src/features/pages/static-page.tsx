// A static French text page: a title and its sections.
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  sections: readonly { title: string; text: string }[];
}

export function StaticPage({ title, sections }: StaticPageProps) {
  return (
    <main className={`page ${styles.page}`}>
      <h1>{title}</h1>
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </main>
  );
}
