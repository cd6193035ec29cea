import type { UsageMeterResponse } from '@contract/usage';
import { apiPaths } from '@/config/paths';
import type { ApiClient, ApiResult } from '@/lib/api-client';

/** GET /usage/{uid} → used, limit and reset time per allowance. */
export function getUsage(api: ApiClient, uid: string): Promise<ApiResult<UsageMeterResponse>> {
  return api<UsageMeterResponse>(apiPaths.usage(uid), { timeoutMs: 15_000 });
}
