import { describe, expect, it } from 'vitest';
import { enums, resources } from 'google-ads-api';
import {
  CONVERSION_GADS,
  conversionActionOperation,
  ensureConversions,
  plannedConversions,
  tagOf,
  type ConversionActionOperation,
  type PlannedConversion,
} from './conversions.js';
import { conversionActionFailure, sandboxTagSnippets } from '../../local/google-ads/sandbox-conversions.js';

/** The resource as google-ads-api's v25 protos read it back: unknown fields fall away, wrong types fail. */
function throughProto(resource: object): unknown {
  const problem = resources.ConversionAction.verify(resource);
  if (problem) throw new Error(problem);
  return resources.ConversionAction.toObject(resources.ConversionAction.fromObject(resource), { longs: Number });
}

const call = { countryCode: 'AR', phoneNumber: '+54 11 4444 5555' };

describe('conversion actions planned by channel', () => {
  it('a call action for the call asset (60 s by default, the owner may change it), and the website actions for the goal', () => {
    const planned = plannedConversions({
      objective: 'Leads',
      assets: { call },
      finalUrl: 'https://shop.example/',
      phone: '+54 11 4444 5555',
      whatsapp: '+54 9 11 5555 6666',
    });
    expect(planned.map((p) => [p.kind, p.type, p.category])).toEqual([
      ['CALL_FROM_ADS', 'AD_CALL', 'PHONE_CALL_LEAD'],
      ['FORM_OR_ORDER', 'WEBPAGE', 'SUBMIT_LEAD_FORM'],
      ['WHATSAPP_CLICK', 'WEBPAGE', 'CONTACT'],
      ['PHONE_CLICK', 'WEBPAGE', 'CONTACT'],
    ]);
    expect(planned[0]?.callSeconds).toBe(60);
    const longer = plannedConversions({ objective: 'Sales', assets: { call }, finalUrl: 'https://shop.example/', callSeconds: 120 });
    expect(longer.map((p) => p.name)).toEqual(['Pautia - Calls from ads (120 s or more)', 'Pautia - Order placed']);
    expect(longer[1]).toMatchObject({ category: 'PURCHASE', countingType: 'MANY_PER_CLICK', tagType: 'WEBPAGE' });
    // No call asset, no link: nothing to count.
    expect(plannedConversions({ objective: 'Leads', assets: {}, finalUrl: '' })).toEqual([]);
  });

  it('each operation is a valid v25 ConversionAction, every field kept by the protos, enums as the library numbers them', () => {
    for (const p of plannedConversions({
      objective: 'Sales',
      assets: { call },
      finalUrl: 'https://x.example/',
      phone: '1',
      whatsapp: '2',
    })) {
      const op = conversionActionOperation('123-456-7890', p, -1);
      expect(op).toMatchObject({ entity: 'conversion_action', operation: 'create' });
      expect(throughProto(op.resource)).toEqual(op.resource);
      expect(op.resource.resource_name).toBe('customers/1234567890/conversionActions/-1');
      expect(op.resource.type).toBe(enums.ConversionActionType[p.type]);
      expect(op.resource.category).toBe(enums.ConversionActionCategory[p.category]);
      expect(op.resource.counting_type).toBe(enums.ConversionActionCountingType[p.countingType]);
      expect(op.resource.status).toBe(enums.ConversionActionStatus.ENABLED);
      expect(op.resource.phone_call_duration_seconds).toBe(p.type === 'AD_CALL' ? p.callSeconds : undefined);
    }
    expect(CONVERSION_GADS.TrackingCodeType.WEBPAGE_ONCLICK).toBe(enums.TrackingCodeType.WEBPAGE_ONCLICK);
    expect(CONVERSION_GADS.CallConversionReportingState.USE_RESOURCE_LEVEL_CALL_CONVERSION_ACTION).toBe(
      enums.CallConversionReportingState.USE_RESOURCE_LEVEL_CALL_CONVERSION_ACTION,
    );
  });
});

describe('the sandbox accepts only what Google accepts', () => {
  const planned = plannedConversions({ objective: 'Leads', assets: { call }, finalUrl: 'https://x.example/', phone: '1' });
  const ops = planned.map((p, i) => conversionActionOperation('1', p, -(i + 1)));
  const codes = (operations: ConversionActionOperation[], existing = []) =>
    (conversionActionFailure(operations, existing)?.errors ?? []).map((e) => [
      Object.keys(e.error_code)[0],
      e.location.field_path_elements.at(-1)?.field_name,
    ]);

  it('accepts the planned operations', () => {
    expect(conversionActionFailure(ops, [])).toBeUndefined();
  });

  it('refuses output-only and unknown fields, a type the API cannot create, a call length on a website action, a taken name', () => {
    const web = ops[1]!;
    const withResource = (resource: object): ConversionActionOperation => ({ ...web, resource: { ...web.resource, ...resource } });
    expect(codes([withResource({ tag_snippets: [] })])).toEqual([['field_error', 'tag_snippets']]);
    expect(codes([withResource({ colour: 'red' })])).toEqual([['field_error', 'colour']]);
    expect(codes([withResource({ type: enums.ConversionActionType.STORE_VISITS })])).toEqual([['conversion_action_error', 'type']]);
    expect(codes([withResource({ phone_call_duration_seconds: 60 })])).toEqual([['field_error', 'phone_call_duration_seconds']]);
    expect(codes([withResource({ category: 999 })])).toEqual([['field_error', 'category']]);
    expect(codes([withResource({ name: '' })])).toEqual([['field_error', 'name']]);
    expect(codes([web, web])).toEqual([['conversion_action_error', 'name']]);
    expect(
      codes([web], [
        { resourceName: 'customers/1/conversionActions/9', name: web.resource.name!.toUpperCase(), type: 'WEBPAGE', status: 'ENABLED' },
      ] as never),
    ).toEqual([['conversion_action_error', 'name']]);
  });

  it('answers tag snippets shaped like Google’s: the Google tag and an event snippet per type and page format', () => {
    const snippets = sandboxTagSnippets(
      {
        type: 'WEBPAGE',
        name: 'Pautia - Form sent',
        conversionId: 'AW-123456789',
        label: 'AbCdEfGhIjKlMnOpQrSt',
        category: 'SUBMIT_LEAD_FORM',
      },
      'USD',
    );
    expect(snippets.map((s) => [s.type, s.page_format])).toEqual([
      [enums.TrackingCodeType.WEBPAGE, enums.TrackingCodePageFormat.HTML],
      [enums.TrackingCodeType.WEBPAGE, enums.TrackingCodePageFormat.AMP],
      [enums.TrackingCodeType.WEBPAGE_ONCLICK, enums.TrackingCodePageFormat.HTML],
      [enums.TrackingCodeType.WEBPAGE_ONCLICK, enums.TrackingCodePageFormat.AMP],
    ]);
    // Each one is a valid v25 TagSnippet.
    for (const s of snippets) expect(resources.ConversionAction.verify({ tag_snippets: [s] })).toBeNull();
    const page = tagOf({ tagType: 'WEBPAGE' }, snippets)!;
    expect(page.globalSiteTag).toContain('https://www.googletagmanager.com/gtag/js?id=AW-123456789');
    expect(page.eventSnippet).toContain("'send_to': 'AW-123456789/AbCdEfGhIjKlMnOpQrSt'");
    expect(tagOf({ tagType: 'WEBPAGE_ONCLICK' }, snippets)!.eventSnippet).toContain('function gtag_report_conversion(url)');
  });
});

describe('ensureConversions', () => {
  const planned: PlannedConversion[] = plannedConversions({ objective: 'Leads', assets: { call }, finalUrl: 'https://x.example/' });

  it('reuses the actions the account has (same name and type), creates only the missing ones in one request, never duplicates', async () => {
    const created: ConversionActionOperation[][] = [];
    const actions = await ensureConversions('1', planned, {
      existing: async () => [
        { resourceName: 'customers/1/conversionActions/7', name: 'Pautia - Form sent', type: 'WEBPAGE', status: 'ENABLED' },
      ],
      create: async (operations) => {
        created.push(operations);
        return operations.map((_, i) => `customers/1/conversionActions/${100 + i}`);
      },
      snippets: async (names) =>
        new Map(
          names.map((n) => [
            n,
            [{ type: 2, page_format: 2, global_site_tag: '<script>tag</script>', event_snippet: `<script>${n}</script>` }],
          ]),
        ),
    });
    expect(created).toHaveLength(1);
    expect(created[0]!.map((o) => o.resource.name)).toEqual(['Pautia - Calls from ads (60 s or more)']);
    expect(actions).toEqual([
      {
        kind: 'CALL_FROM_ADS',
        name: 'Pautia - Calls from ads (60 s or more)',
        resourceName: 'customers/1/conversionActions/100',
        callSeconds: 60,
        reused: false,
      },
      {
        kind: 'FORM_OR_ORDER',
        name: 'Pautia - Form sent',
        resourceName: 'customers/1/conversionActions/7',
        reused: true,
        tag: { type: 'WEBPAGE', globalSiteTag: '<script>tag</script>', eventSnippet: '<script>customers/1/conversionActions/7</script>' },
      },
    ]);
  });

  it('a removed action of the same name is not reused', async () => {
    let sent = 0;
    await ensureConversions('1', planned.slice(1), {
      existing: async () => [
        { resourceName: 'customers/1/conversionActions/7', name: 'Pautia - Form sent', type: 'WEBPAGE', status: 'REMOVED' },
      ],
      create: async (operations) => {
        sent += operations.length;
        return ['customers/1/conversionActions/8'];
      },
      snippets: async () => new Map(),
    });
    expect(sent).toBe(1);
  });
});
