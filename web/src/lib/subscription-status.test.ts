import { http, HttpResponse } from 'msw';
import { createApiClient } from './api-client';
import { readUserData, writeUserData } from './user-data';
import { server } from '@/testing/server';
import { getSubscriptionStatus } from './subscription-status';

describe('getSubscriptionStatus', () => {
  it("answers the server's status and leaves the stored sign-in record as sign-in wrote it (the query cache keeps the status)", async () => {
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
    expect(result).toMatchObject({ ok: true, data: { plan: 'PREMIUM', status: 'active' } });
    expect(readUserData()).toMatchObject({ uid: 'u1', plan: 'BASIC', email: 'ana@example.com' });
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
