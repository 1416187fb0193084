import { cleanup } from '@testing-library/react';
import { ref } from 'valtio';
import { afterEach } from 'vitest';
import { shop } from '../src/state/shop-store';
import { HURRICANE } from './identity';

afterEach(() => cleanup());

// jsdom has no HTMLImageElement.decode, which the boot awaits for the home's
// largest image: here it resolves at once, as for an image already decoded.
if (typeof HTMLImageElement !== 'undefined' && !('decode' in HTMLImageElement.prototype)) {
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => Promise.resolve(), configurable: true });
}

// A page renders in the shop's identity, which comes with the catalogue: Hurricane's, as
// the demo data's settings give it, unless a test sets another (resetStores).
shop.identity = ref(HURRICANE);
