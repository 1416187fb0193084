// Route-level code splitting with the spec's 120 s chunk time-out and a French
// message naming the chunk when it cannot be loaded (page-error-boundary.tsx shows it).
import type { ComponentType } from 'react';
import { chunksTexts, type frChunks } from '../i18n/fr-chunks';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { withTimeout } from '../lib/timing';
import { CHUNK_LOAD_ERROR } from './page-error-boundary';

export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk by its dictionary name, read in the language shown when it fails. */
export type ChunkName = Exclude<keyof typeof frChunks, 'failed'>;

export class ChunkLoadError extends Error {
  constructor(readonly chunk: ChunkName, readonly type: 'missing' | 'timeout' | 'other', cause: unknown) {
    super(chunksTexts.failed(chunksTexts[chunk], type), { cause });
    this.name = CHUNK_LOAD_ERROR;
  }
}

/** `load()`, a chunk's import: its failure or time-out becomes a ChunkLoadError naming `chunk`. */
export function loadChunk<T>(chunk: ChunkName, load: () => Promise<T>): Promise<T> {
  return withTimeout(load(), CHUNK_TIMEOUT_MS, () => new ChunkLoadError(chunk, 'timeout', null)).catch((error: unknown) => {
    if (error instanceof ChunkLoadError) throw error;
    const missing = error instanceof TypeError && /fetch|import|module/i.test(error.message);
    throw new ChunkLoadError(chunk, missing ? 'missing' : 'other', error);
  });
}

/** A page in its own chunk, loaded on first use or ahead with `.preload()`. */
export function lazyPage<P extends object>(chunk: ChunkName, load: () => Promise<{ default: ComponentType<P> }>) {
  return preloadableLazy(() => loadChunk(chunk, load));
}
