import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from '../config.js';
import type { BillingProvider } from '../adapters/billing/billing.js';
import type { UserDoc, usersRepo } from '../repos/users.js';
import { statusOf, subscriptionsService } from './subscriptions.js';
import type { SubscriptionSync } from './sync.js';

const user: UserDoc = {
  uid: 'u',
  name: 'Ana',
  email: '',
  picture: '',
  plan: 'BASIC',
  createdAt: Timestamp.fromMillis(0),
  lastLoginAt: Timestamp.fromMillis(0),
  language: 'es',
};

function service() {
  const get = vi.fn(async () => user);
  const users = { get } as unknown as ReturnType<typeof usersRepo>;
  const svc = subscriptionsService({
    config: { stripe: { prices: {} } } as unknown as Config,
    users,
    billing: {} as BillingProvider,
    sync: {} as SubscriptionSync,
  });
  return { svc, get };
}

describe('GET estado reads users/{uid} once', () => {
  it('answers in the stored language from the same read when the request names none', async () => {
    const { svc, get } = service();
    expect(await svc.status('u')).toEqual(statusOf(user, 'es', {} as Config['stripe']['prices']));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('the request language wins over the stored one', async () => {
    const { svc, get } = service();
    expect(await svc.status('u', 'en')).toEqual(statusOf(user, 'en', {} as Config['stripe']['prices']));
    expect(statusOf(user, 'en').message).not.toBe(statusOf(user, 'es').message);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
