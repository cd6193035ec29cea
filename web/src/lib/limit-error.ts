import type { ApiResult } from '@/lib/api-client';

/**
 * docs/product.md P3.3, P4.1: a 429, a body error LIMIT_REACHED or a body feature ai_queries means the plan's
 * allowance is used up (chat → upgrade overlay, strategy → campaign-limit modal).
 */
export function isLimitError(result: Extract<ApiResult<unknown>, { ok: false }>): boolean {
  return result.status === 429 || result.error?.error === 'LIMIT_REACHED' || result.error?.feature === 'ai_queries';
}
