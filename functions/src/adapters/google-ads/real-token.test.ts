import { InterceptingCall, Metadata, status, type CallProperties, type Interceptor } from '@grpc/grpc-js';
import type { OnQueryStart } from 'google-ads-api';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { fieldsOfPayload } from '../../contract/campaigns.js';
import { createRealGoogleAdsAdapter, tokenlessCustomerClass } from './real.js';

/**
 * Token-less access: with GOOGLE_ADS_DEVELOPER_TOKEN unset, the `developer-token` header
 * is not sent at all. Proven through google-ads-api's own request path: its gax service client
 * builds the gRPC metadata, and Google is faked at the gRPC edge — a grpc-js call-invocation
 * transformer (a channel option the library passes through) records the outgoing metadata and
 * answers with an interceptor, so nothing reaches the network (nor the OAuth token endpoint: call
 * credentials are applied below the interceptors).
 */

const settings: Config['googleAds'] = {
  clientId: 'client-id.apps.googleusercontent.com',
  clientSecret: 'client-secret',
  developerToken: undefined,
  loginCustomerId: undefined,
  customerId: '1112223333',
};

const payload = fieldsOfPayload({
  objective: 'Leads',
  description: 'Bright Smile Dental offers teeth whitening and check-ups in Austin for the whole family.',
  type: 'Search',
  location: 'Austin, Texas',
  language: 'English',
  keywords: 'teeth whitening, family dentist',
  negativeKeywords: '',
  link1: 'https://brightsmile.example/',
  link2: '',
  link3: '',
  link4: '',
  budget: 140,
  place: { id: 'geoTargetConstants/1026201', kind: 'city', name: 'Austin, Texas, United States', countryCode: 'US' },
});

/** Google at the gRPC edge: records each call's method and metadata, answers the mutate. */
function grpcEdge() {
  const calls: { method: string; metadata: Record<string, unknown> }[] = [];
  const answer: Interceptor = (options, nextCall) =>
    new InterceptingCall(nextCall(options), {
      start(_metadata, listener) {
        setImmediate(() => {
          listener.onReceiveMetadata(new Metadata());
          listener.onReceiveMessage({
            mutate_operation_responses: [{ campaign_result: { resource_name: 'customers/1112223333/campaigns/555' } }],
          });
          listener.onReceiveStatus({ code: status.OK, details: 'OK', metadata: new Metadata() });
        });
      },
      sendMessage() {},
      halfClose() {},
    });
  const transformer = (props: CallProperties<unknown, unknown>) => {
    calls.push({ method: props.methodDefinition.path, metadata: props.metadata.getMap() });
    return { ...props, callOptions: { ...props.callOptions, interceptors: [answer] } };
  };
  return { calls, channelOptions: { 'grpc.callInvocationTransformer': transformer } };
}

/** The account queries (REST) answered by the library's query hook. */
const onQueryStart: OnQueryStart = ({ query, cancel }) =>
  cancel(
    query.includes('FROM customer ')
      ? [{ customer: { id: 1112223333, descriptive_name: 'Bright Smile', manager: false, status: 2, currency_code: 'USD' } }]
      : [],
  );

let n = 0;
// The library caches service clients by refresh token: a fresh one per test keeps edges apart.
const input = () => ({
  uid: 'u1',
  refreshToken: `refresh-${Date.now()}-${n++}`,
  payload,
  strategy: undefined,
  campaignName: 'Bright Smile (abc)',
});

describe('the developer-token header', () => {
  it('is absent from the mutate when no developer token is configured', async () => {
    const edge = grpcEdge();
    const adapter = createRealGoogleAdsAdapter(settings, { hooks: { onQueryStart }, grpcChannelOptions: edge.channelOptions });
    const created = await adapter.createCampaign(input());
    expect(created.campaignResourceName).toBe('customers/1112223333/campaigns/555');
    // The conversion action's mutate, then the campaign's: neither carries the header.
    expect(edge.calls.map((c) => c.method)).toEqual([
      '/google.ads.googleads.v25.services.GoogleAdsService/Mutate',
      '/google.ads.googleads.v25.services.GoogleAdsService/Mutate',
    ]);
    for (const c of edge.calls) {
      expect(c.metadata).not.toHaveProperty('developer-token');
      expect(Object.values(c.metadata)).not.toContain('undefined');
    }
  });

  it('is sent as configured when an operator still sets one (ignored by Google, harmless)', async () => {
    const edge = grpcEdge();
    const adapter = createRealGoogleAdsAdapter(
      { ...settings, developerToken: 'legacy-token', loginCustomerId: '999-000-1111' },
      { hooks: { onQueryStart }, grpcChannelOptions: edge.channelOptions },
    );
    await adapter.createCampaign(input());
    expect(edge.calls[0]!.metadata).toMatchObject({ 'developer-token': 'legacy-token', 'login-customer-id': '9990001111' });
  });

  it('would go out as the string "undefined" through the library unchanged (why the subclass exists)', async () => {
    const lib = await import('google-ads-api');
    const edge = grpcEdge();
    const options = {
      client_id: settings.clientId!,
      client_secret: settings.clientSecret!,
      grpc_channel_options: edge.channelOptions,
    } as unknown as ConstructorParameters<typeof lib.Customer>[0];
    const plain = new lib.Customer(options, { customer_id: '1112223333', refresh_token: input().refreshToken });
    await plain.mutateResources([]);
    expect(edge.calls[0]!.metadata['developer-token']).toBe('undefined');

    const edge2 = grpcEdge();
    const Tokenless = tokenlessCustomerClass(lib);
    const fixed = new Tokenless(
      { ...options, grpc_channel_options: edge2.channelOptions },
      { customer_id: '1112223333', refresh_token: input().refreshToken },
    );
    await fixed.mutateResources([]);
    expect(edge2.calls[0]!.metadata).not.toHaveProperty('developer-token');
  });
});
