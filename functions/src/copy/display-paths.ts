/** Google's limit for each of a responsive search ad's two display-URL paths. */
export const DISPLAY_PATH_MAX = 15;

/**
 * One display-URL path: lower case, no accents, words joined by "-", at most 15 characters, cut
 * at a word boundary ("manicure-zapopan-centro" → "manicure", never "manicure-zapopa"). A first
 * word longer than the limit is the only one cut inside, since nothing shorter says it.
 */
export function displayPath(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= DISPLAY_PATH_MAX) return slug;
  const cut = slug.slice(0, DISPLAY_PATH_MAX + 1);
  const boundary = cut.lastIndexOf('-');
  return boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, DISPLAY_PATH_MAX);
}

/** Both paths: the second only beside a first, each cut at a word boundary. */
export function displayPaths(path1: string, path2 = ''): { path1: string; path2: string } {
  const first = displayPath(path1);
  return { path1: first, path2: first ? displayPath(path2) : '' };
}
