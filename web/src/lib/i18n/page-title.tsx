import { env } from '@/config/env';

/** The route's own `<title>` (React 19 places it in <head>): "{page} · Pautia". */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${env.productName}` : env.productName}</title>;
}
