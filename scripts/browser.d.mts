export const CHROMIUM_ARGS: string[];
export function browserDir(): string;
export function chromiumPath(): Promise<string>;
