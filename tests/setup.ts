import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no HTMLImageElement.decode, which the boot awaits for the home's
// largest image: here it resolves at once, as for an image already decoded.
if (typeof HTMLImageElement !== 'undefined' && !('decode' in HTMLImageElement.prototype)) {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => Promise.resolve(), configurable: true });
}
