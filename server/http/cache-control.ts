/** For a file whose address names its content (a hash): a changed file is a new address, so browsers keep it for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
