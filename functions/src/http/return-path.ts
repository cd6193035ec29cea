/**
 * `returnTo` values are same-origin PATHS only (docs/product.md P11): "/integrations/google-ads",
 * optionally with a query. Anything that a browser could resolve to another origin — "//evil.com",
 * "/\\evil.com", "https://…", "javascript:…" — or that carries control characters is refused.
 */
const MAX_LENGTH = 512;
const BASE = 'https://same-origin.invalid';

export function safeReturnPath(value: string): string | undefined {
  if (!value || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Backslashes count as slashes in browsers' URL parsing; control characters and spaces are
  // stripped or mangled there. Neither belongs in a path we hand back.
  if (/[\\\s\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}`;
  // Dot segments can normalise "/a/..//evil.com" into "//evil.com": check the result too.
  if (url.origin !== BASE || path.startsWith('//')) return undefined;
  return path;
}

/** `path` with `params` set (replacing any of the same names), still a same-origin path. */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, BASE);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}
