// What a page or a lazily shown surface shows when it fails: the chunk's own French
// message when its code could not be loaded (lazy-page.tsx), else a generic one.
// Apart from lazy-page.tsx: the game's file, which has no chunks, needs only this.
import { Component, type ReactNode } from 'react';
import { texts } from '../i18n/fr';

/** The name of the error lazy-page.tsx throws when a chunk cannot be loaded. */
export const CHUNK_LOAD_ERROR = 'ChunkLoadError';

/** What to tell the player of a failure: a chunk's own message, else a generic French text. */
export function failureText(error: unknown): string {
  return error instanceof Error && error.name === CHUNK_LOAD_ERROR ? error.message : texts.errors.generic;
}

/** Shows the chunk error (or a generic French text) instead of a blank page. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p role="alert" className="page-message">
        {failureText(error)}
      </p>
    );
  }
}
