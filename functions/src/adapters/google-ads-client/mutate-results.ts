/**
 * A mutate response's `*_result` for one operation (`{campaign_result: {resource_name}}`) → the
 * resource name Google gave it. Shared by the adapters that mutate (creation and results' fixes).
 */
export function mutateResultName(response: object): string | undefined {
  for (const [key, value] of Object.entries(response)) {
    if (key.endsWith('_result') && value && typeof value === 'object' && 'resource_name' in value) {
      const name = (value as { resource_name?: unknown }).resource_name;
      if (typeof name === 'string') return name;
    }
  }
  return undefined;
}
