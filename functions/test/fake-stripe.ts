import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Stripe API at its HTTP edge: the real SDK in the functions talks to it through the
 * SDK's host/port/protocol options. It keeps customers, checkout sessions and subscriptions,
 * records every request, and can be told to fail.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Form fields exactly as the SDK encoded them, e.g. `subscription_data[metadata][uid]`. */
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  created: number;
  trial_start: number | null;
  trial_end: number | null;
  /** Expanded, as retrieve asks (`expand[]=default_payment_method`). */
  default_payment_method: { id: string; object: 'payment_method'; card: { brand: string; last4: string } } | null;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price'; unit_amount?: number; currency?: string; recurring?: { interval: string } };
      current_period_start: number;
      current_period_end: number;
    }>;
  };
}

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly customers = new Map<string, Record<string, unknown>>();
  /** Checkout sessions created, with their status (`open` until expired). */
  readonly sessions = new Map<string, { id: string; status: 'open' | 'expired' | 'complete' }>();
  /** A customer's default card (`invoice_settings.default_payment_method`), by customer id. */
  readonly customerCards = new Map<string, { brand: string; last4: string }>();
  /** Customer portal sessions created. */
  readonly portalSessions: Array<{ id: string; customer: string; return_url: string; locale: string | undefined }> = [];
  /** Paths (regex) answered with a 500 while set. */
  failing: RegExp | undefined;
  private server: Server | undefined;
  private seq = 0;

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        // GET and DELETE carry their parameters in the query string, POST in the body.
        const form = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(raw)) };
        const recorded = { method: req.method ?? 'GET', path: url.pathname, form, headers: req.headers };
        this.requests.push(recorded);
        const [status, body] = this.answer(recorded);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.seq}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Adds (or replaces) a subscription as Stripe would hold it. */
  putSubscription(input: {
    id?: string;
    uid?: string;
    customer?: string;
    price: string;
    status?: string;
    start?: number;
    end?: number;
    cancelAtPeriodEnd?: boolean;
    cancelAt?: number | null;
    created?: number;
    trialStart?: number | null;
    /** Amount in cents: the item's price then carries unit_amount, currency and interval, as Stripe's does. */
    amount?: number;
    card?: { brand: string; last4: string };
  }): FakeSubscription {
    const now = Math.floor(Date.now() / 1000);
    const start = input.start ?? now;
    const sub: FakeSubscription = {
      id: input.id ?? `sub_fake_${++this.seq}`,
      object: 'subscription',
      status: input.status ?? 'active',
      customer: input.customer ?? `cus_fake_${++this.seq}`,
      metadata: input.uid ? { uid: input.uid } : {},
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      cancel_at: input.cancelAt ?? null,
      canceled_at: null,
      created: input.created ?? start,
      trial_start: input.trialStart ?? null,
      trial_end: input.trialStart ? (input.end ?? start + 30 * 86_400) : null,
      default_payment_method: input.card ? { id: `pm_fake_${++this.seq}`, object: 'payment_method', card: input.card } : null,
      items: {
        object: 'list',
        data: [
          {
            id: `si_fake_${++this.seq}`,
            object: 'subscription_item',
            price: {
              id: input.price,
              object: 'price',
              ...(input.amount !== undefined ? { unit_amount: input.amount, currency: 'usd', recurring: { interval: 'month' } } : {}),
            },
            current_period_start: start,
            current_period_end: input.end ?? start + 30 * 86_400,
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }

  private answer(req: RecordedRequest): [number, unknown] {
    if (this.failing?.test(req.path)) {
      return [500, { error: { type: 'api_error', message: 'Fake Stripe is failing on purpose.' } }];
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const id = `cus_fake_${++this.seq}`;
      const customer = {
        id,
        object: 'customer',
        email: req.form['email'] ?? null,
        name: req.form['name'] ?? null,
        metadata: { uid: req.form['metadata[uid]'] },
      };
      this.customers.set(id, customer);
      return [200, customer];
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = `cs_test_fake${++this.seq}`;
      this.sessions.set(id, { id, status: 'open' });
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: req.form['mode'],
          url: `https://checkout.stripe.test/c/pay/${id}`,
          customer: req.form['customer'],
          status: 'open',
        },
      ];
    }
    if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') {
      const customer = req.form['customer'];
      if (!customer || !this.customers.has(customer)) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such customer: '${customer}'`,
              param: 'customer',
            },
          },
        ];
      }
      const id = `bps_fake_${++this.seq}`;
      this.portalSessions.push({ id, customer, return_url: req.form['return_url'] ?? '', locale: req.form['locale'] });
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: req.form['return_url'] ?? null,
          locale: req.form['locale'] ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    if (req.method === 'GET' && req.path === '/v1/subscriptions') {
      const customer = req.form['customer'];
      const data = [...this.subscriptions.values()].filter((sub) => !customer || sub.customer === customer);
      return [200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' }];
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(req.path);
    if (req.method === 'POST' && expireMatch) {
      const session = this.sessions.get(decodeURIComponent(expireMatch[1]!));
      if (!session)
        return [
          404,
          { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${expireMatch[1]}'` } },
        ];
      if (session.status !== 'open')
        return [400, { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of open can be expired.' } }];
      session.status = 'expired';
      return [200, { ...session, object: 'checkout.session' }];
    }
    if (subMatch) {
      const sub = this.subscriptions.get(decodeURIComponent(subMatch[1]!));
      if (!sub) {
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such subscription: '${subMatch[1]}'`,
              param: 'id',
            },
          },
        ];
      }
      if (req.method === 'GET') {
        // `expand[]=customer.invoice_settings.default_payment_method`: the customer, with its default card.
        const expand = Object.entries(req.form)
          .filter(([key]) => key.startsWith('expand['))
          .map(([, value]) => value);
        if (!expand.includes('customer.invoice_settings.default_payment_method')) return [200, sub];
        const card = this.customerCards.get(sub.customer);
        return [
          200,
          {
            ...sub,
            customer: {
              id: sub.customer,
              object: 'customer',
              invoice_settings: {
                default_payment_method: card ? { id: `pm_cus_${sub.customer}`, object: 'payment_method', card } : null,
              },
            },
          },
        ];
      }
      if (req.method === 'POST') {
        if (sub.status === 'canceled') {
          return [
            400,
            {
              error: {
                type: 'invalid_request_error',
                message: 'A canceled subscription can only update its cancellation_details and metadata.',
              },
            },
          ];
        }
        if (req.form['cancel_at'] === '') {
          sub.cancel_at = null;
          sub.cancel_at_period_end = false;
          sub.canceled_at = null;
        }
        if (req.form['cancel_at_period_end'] === 'false') {
          // As Stripe: this undoes a cancellation at the period end, never a `cancel_at` date set on
          // its own, which only `cancel_at` sent empty clears.
          sub.cancel_at_period_end = false;
          if (sub.cancel_at === sub.items.data[0]!.current_period_end) sub.cancel_at = null;
          if (sub.cancel_at === null) sub.canceled_at = null;
        }
        if (req.form['cancel_at_period_end'] === 'true') {
          sub.cancel_at_period_end = true;
          sub.cancel_at = sub.items.data[0]!.current_period_end;
          sub.canceled_at = Math.floor(Date.now() / 1000);
        }
        return [200, sub];
      }
      if (req.method === 'DELETE') {
        sub.status = 'canceled';
        sub.canceled_at = Math.floor(Date.now() / 1000);
        return [200, sub];
      }
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } }];
  }
}
