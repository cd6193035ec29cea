import { http, HttpResponse } from 'msw';
import { createApiClient } from './api-client';
import { readUserData, writeUserData } from './user-data';
import { server } from '@/testing/server';
import { getSubscriptionStatus } from './subscription-status';

describe('getSubscriptionStatus', () => {
  it('refreshes the stored plan from the server answer', async () => {
    writeUserData({ uid: 'u1', name: 'Ana', email: 'ana@example.com', picture: '', plan: 'BASIC' });
    server.use(
      http.get('*/api/suscripciones/estado/u1', () =>
        HttpResponse.json({ plan: 'PREMIUM', status: 'active', cancel_at_period_end: false, current_period_end: 1, message: 'ok' }),
      ),
    );
    const result = await getSubscriptionStatus(
      createApiClient(async () => 'token'),
      'u1',
    );
    expect(result.ok).toBe(true);
    expect(readUserData()).toMatchObject({ uid: 'u1', plan: 'PREMIUM', email: 'ana@example.com' });
  });

  it('leaves the stored plan alone when the request fails', async () => {
    writeUserData({ uid: 'u1', plan: 'PRO' });
    server.use(http.get('*/api/suscripciones/estado/u1', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })));
    await getSubscriptionStatus(
      createApiClient(async () => 'token'),
      'u1',
    );
    expect(readUserData()).toMatchObject({ plan: 'PRO' });
  });
});
