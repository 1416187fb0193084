import { texts } from '../i18n/fr';

export function PageLoader({ text = texts.app.loading }: { text?: string }) {
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
