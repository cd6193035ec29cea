/**
 * The display URL's two paths (example.com/path1/path2) of a responsive search ad, chosen once and
 * read by every place that shows or sends them: the campaign page's preview, the pre-flight review
 * (built from the creation operations), the Google Ads Editor CSV and the ad created in Google Ads.
 * Google takes at most 15 characters per path, no spaces or slashes; a path is cut at a word boundary
 * (never mid-word unless one word is longer than the path), never ends with a hyphen, and is written
 * in plain lower-case letters and digits so every export and account reads it the same way.
 */
/** Google's limit per path (the same as contract/campaigns.ts' AD_PATH_MAX). */
const AD_PATH_MAX = 15;

/** The words of a text, folded to plain lower-case letters and digits. */
function pathWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** One path from any text: whole words joined by '-', at most 15 characters ('' when nothing is left). */
export function displayPath(text: string | undefined): string {
  let out = '';
  for (const word of pathWords(text ?? '')) {
    const next = out ? `${out}-${word}` : word;
    if (next.length > AD_PATH_MAX) {
      // A first word longer than a path is cut; a later one is left out whole.
      if (!out) out = word.slice(0, AD_PATH_MAX);
      break;
    }
    out = next;
  }
  return out;
}

/** What a group's paths are chosen from: its ad's paths, else its first keyword, else its name. */
export interface PathSource {
  name: string;
  keywords?: readonly { text: string }[] | undefined;
  ad?: { path1?: string | undefined; path2?: string | undefined } | undefined;
}

/** A group's display paths: path2 only beside a path1. */
export function displayPaths(group: PathSource): { path1: string; path2: string } {
  const path1 = displayPath(group.ad?.path1) || displayPath(group.keywords?.[0]?.text) || displayPath(group.name);
  const path2 = path1 ? displayPath(group.ad?.path2) : '';
  return { path1, path2: path2 === path1 ? '' : path2 };
}
