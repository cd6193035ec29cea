import type { SubscriptionStatusResponse } from '@contract/api';
import { http, HttpResponse } from 'msw';
import { writeUserData } from '@/lib/user-data';
import { server } from '@/testing/server';

/** The stored sign-in record the billing screens read (`userData`, docs/product.md P5). */
export function storeUser(overrides: { uid?: string; email?: string } = {}) {
  // i18n-ignore: test data
  writeUserData({
    uid: 'user-1',
    name: 'Ana García',
    email: 'ana@example.com',
    picture: '',
    plan: 'BASIC',
    canChat: true,
    canCreateCampaign: true,
    ...overrides,
  });
}

export function statusOf(overrides: Partial<SubscriptionStatusResponse> = {}): SubscriptionStatusResponse {
  // i18n-ignore: the server's message, test data
  return {
    plan: 'BASIC',
    status: 'none',
    cancel_at_period_end: false,
    current_period_end: null,
    message: "You're on the Free plan.",
    subscription_id: null,
    ...overrides,
  };
}

/** Answers GET /api/suscripciones/estado/{uid} with `status` and counts the calls. */
export function answerStatus(...answers: Array<SubscriptionStatusResponse | number>) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/suscripciones/estado/:uid', ({ params }) => {
      calls.push(String(params['uid']));
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return typeof answer === 'number'
        ? HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return calls;
}
