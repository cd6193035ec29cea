/** `Server-Timing` for an AI route: time in the provider and in the whole handler (ms). */
export function serverTiming(aiMs: number, handlerStarted: number): string {
  const total = performance.now() - handlerStarted;
  return `ai;dur=${aiMs.toFixed(1)}, app;dur=${total.toFixed(1)}`;
}
