/** What the return routes show while they exchange a token, payload or code. */
export function ReturnPage({ text }: { text: string }) {
  return (
    <main className="page page-center">
      <div className="page-loader" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{text}</span>
      </div>
    </main>
  );
}
