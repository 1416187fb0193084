// A package description with a script and an event handler in it, and the check that
// it was rendered sanitized: its markup shows, nothing in it runs.
import { expect } from 'vitest';

// The flag is on the document: a handler's `window` is jsdom's own, not the tests' global.
const RAN = 'document.documentElement.dataset.descriptionRan';

export const HOSTILE_DESCRIPTION = `<p>Un <strong>pack</strong></p><img src="x" onerror="${RAN} = 'onerror'"><script>${RAN} = 'script'</script>`;

export function expectSanitizedDescription(container: HTMLElement) {
  expect(container.querySelector('strong')?.textContent).toBe('pack');
  expect(container.querySelector('script')).toBeNull();
  for (const image of container.querySelectorAll('img')) {
    expect(image.hasAttribute('onerror')).toBe(false);
    // A handler left in place would run now.
    image.dispatchEvent(new Event('error'));
  }
  expect(document.documentElement.dataset.descriptionRan).toBeUndefined();
}
