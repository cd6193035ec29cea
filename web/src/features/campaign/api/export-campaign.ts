import type { ExportFormat } from '@contract/campaign-page';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** GET …/export?format=… → the CSV text (Premium only: 403 PREMIUM_REQUIRED otherwise). */
export function exportCampaign(api: ApiClient, uid: string, id: string, format: ExportFormat): Promise<ApiResult<unknown>> {
  return api<unknown>(apiPaths.campaignExport(uid, id, format), { timeoutMs: 20_000 });
}

/** Hands the CSV to the browser as a download (with the BOM the server sent, which fetch strips). */
export function saveCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
