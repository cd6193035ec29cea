import { createHash, randomInt } from 'node:crypto';
import type { ConversionActionOperation, ExistingConversion, TagSnippetRow } from '../../adapters/google-ads/conversions.js';
import { CONVERSION_GADS } from '../../adapters/google-ads/conversions.js';
import { mapGoogleAdsError } from '../../adapters/google-ads-client/errors.js';
import type { SandboxConversion } from './store.js';

/**
 * The sandbox's ConversionActionService: it accepts only what Google Ads API v25 accepts in a
 * ConversionActionOperation's `create` — the fields of the ConversionAction message that are not
 * output only, a type that can be created through the API, a known category and counting type, a
 * call length only on call types, a valid value setting, a name the account does not have — and
 * answers tag snippets shaped like Google's (`tag_snippets`: the Google tag and the event snippet,
 * per tracking code type and page format).
 */

/** ConversionAction fields a create may set (v25's proto, minus the OUTPUT_ONLY ones). */
const SETTABLE = new Set([
  'resource_name',
  'name',
  'status',
  'type',
  'primary_for_goal',
  'category',
  'include_in_conversions_metric',
  'click_through_lookback_window_days',
  'view_through_lookback_window_days',
  'value_settings',
  'counting_type',
  'attribution_model_settings',
  'phone_call_duration_seconds',
  'app_id',
]);
/** OUTPUT_ONLY fields: Google refuses a value in them. */
const OUTPUT_ONLY = new Set([
  'id',
  'origin',
  'owner_customer',
  'tag_snippets',
  'mobile_app_vendor',
  'firebase_settings',
  'third_party_app_analytics_settings',
  'google_analytics_4_settings',
]);
/** Types the API can create (others are created by linking a product, or not at all: CREATION_NOT_SUPPORTED). */
const CREATABLE_TYPES = new Map<number, string>([
  [2, 'AD_CALL'],
  [3, 'CLICK_TO_CALL'],
  [6, 'UPLOAD_CALLS'],
  [7, 'UPLOAD_CLICKS'],
  [8, 'WEBPAGE'],
  [9, 'WEBSITE_CALL'],
]);
const CALL_TYPES = new Set([2, 9]);
const CATEGORIES = new Map<number, string>([
  [2, 'DEFAULT'],
  [3, 'PAGE_VIEW'],
  [4, 'PURCHASE'],
  [5, 'SIGNUP'],
  [7, 'DOWNLOAD'],
  [8, 'ADD_TO_CART'],
  [9, 'BEGIN_CHECKOUT'],
  [10, 'SUBSCRIBE_PAID'],
  [11, 'PHONE_CALL_LEAD'],
  [12, 'IMPORTED_LEAD'],
  [13, 'SUBMIT_LEAD_FORM'],
  [14, 'BOOK_APPOINTMENT'],
  [15, 'REQUEST_QUOTE'],
  [16, 'GET_DIRECTIONS'],
  [17, 'OUTBOUND_CLICK'],
  [18, 'CONTACT'],
  [19, 'ENGAGEMENT'],
  [20, 'STORE_VISIT'],
  [21, 'STORE_SALE'],
  [22, 'QUALIFIED_LEAD'],
  [23, 'CONVERTED_LEAD'],
]);
const COUNTING = new Map<number, string>([
  [2, 'ONE_PER_CLICK'],
  [3, 'MANY_PER_CLICK'],
]);

const CODES = {
  REQUIRED: { field_error: 2 },
  INVALID_VALUE: { field_error: 4 },
  VALUE_MUST_BE_UNSET: { field_error: 5 },
  DUPLICATE_NAME: { conversion_action_error: 2 },
  CREATION_NOT_SUPPORTED: { conversion_action_error: 10 },
  TOO_LOW: { range_error: 2 },
} as const;

interface Failure {
  errors: {
    error_code: Record<string, number>;
    message: string;
    location: { field_path_elements: { field_name: string; index?: number }[] };
  }[];
}

/** Google's refusal of these operations (GoogleAdsFailure-shaped), or undefined when it accepts them. */
export function conversionActionFailure(
  operations: ConversionActionOperation[],
  existing: readonly ExistingConversion[],
): Failure | undefined {
  const errors: Failure['errors'] = [];
  const names = new Set(existing.filter((e) => e.status !== 'REMOVED').map((e) => e.name.trim().toLowerCase()));
  operations.forEach((op, index) => {
    const fail = (error_code: Record<string, number>, message: string, field: string) =>
      errors.push({
        error_code,
        message,
        location: {
          field_path_elements: [
            { field_name: 'mutate_operations', index },
            { field_name: 'conversion_action_operation' },
            { field_name: 'create' },
            { field_name: field },
          ],
        },
      });
    if (op.operation !== 'create') return fail(CODES.INVALID_VALUE, 'Only create is supported here.', 'operation');
    const r = op.resource as Record<string, unknown>;
    for (const key of Object.keys(r)) {
      if (OUTPUT_ONLY.has(key)) fail(CODES.VALUE_MUST_BE_UNSET, 'The field is output only.', key);
      else if (!SETTABLE.has(key)) fail(CODES.INVALID_VALUE, `Unknown field ${key}.`, key);
    }
    const name = typeof r['name'] === 'string' ? r['name'].trim() : '';
    if (!name) fail(CODES.REQUIRED, 'The required field was not present.', 'name');
    else if (names.has(name.toLowerCase())) fail(CODES.DUPLICATE_NAME, 'A conversion action with this name already exists.', 'name');
    else names.add(name.toLowerCase());
    const type = Number(r['type']);
    if (r['type'] === undefined) fail(CODES.REQUIRED, 'The required field was not present.', 'type');
    else if (!CREATABLE_TYPES.has(type)) fail(CODES.CREATION_NOT_SUPPORTED, 'This type cannot be created through the API.', 'type');
    if (r['category'] !== undefined && !CATEGORIES.has(Number(r['category']))) fail(CODES.INVALID_VALUE, 'Unknown category.', 'category');
    if (r['counting_type'] !== undefined && !COUNTING.has(Number(r['counting_type'])))
      fail(CODES.INVALID_VALUE, 'Unknown counting type.', 'counting_type');
    if (r['status'] !== undefined && Number(r['status']) !== CONVERSION_GADS.ConversionActionStatus.ENABLED && Number(r['status']) !== 4)
      fail(CODES.INVALID_VALUE, 'A new action is enabled or hidden.', 'status');
    const seconds = r['phone_call_duration_seconds'];
    if (seconds !== undefined && seconds !== null) {
      if (!CALL_TYPES.has(type)) fail(CODES.VALUE_MUST_BE_UNSET, 'Only call actions have a call length.', 'phone_call_duration_seconds');
      else if (!Number.isInteger(Number(seconds)) || Number(seconds) < 0) fail(CODES.TOO_LOW, 'Too low.', 'phone_call_duration_seconds');
    }
    const value = r['value_settings'] as Record<string, unknown> | undefined;
    if (value) {
      if (value['default_currency_code'] !== undefined && !/^[A-Z]{3}$/.test(String(value['default_currency_code'])))
        fail(CODES.INVALID_VALUE, 'Unknown currency.', 'value_settings.default_currency_code');
      if (value['default_value'] !== undefined && !(Number(value['default_value']) >= 0))
        fail(CODES.TOO_LOW, 'Too low.', 'value_settings.default_value');
    }
  });
  return errors.length ? { errors } : undefined;
}

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest();

/** The account's conversion id (the `AW-…` of its Google tag), stable per customer. */
export function sandboxConversionId(customerId: string): string {
  return `AW-${100_000_000 + (hash(customerId).readUInt32BE(0) % 900_000_000)}`;
}

/**
 * The snippets Google returns for a website action: for each tracking code type (a page that
 * loads, a click) and page format (HTML, AMP), the Google tag for every page and the event snippet.
 * A call action from ads has none (Google counts those calls itself).
 */
export function sandboxTagSnippets(
  action: Pick<SandboxConversion, 'type' | 'name' | 'conversionId' | 'label' | 'category'>,
  currency: string,
): TagSnippetRow[] {
  if (action.type !== 'WEBPAGE') return [];
  const sendTo = `${action.conversionId}/${action.label}`;
  const purchase = action.category === 'PURCHASE';
  const site = [
    '<!-- Google tag (gtag.js) -->',
    `<script async src="https://www.googletagmanager.com/gtag/js?id=${action.conversionId}"></script>`,
    '<script>',
    '  window.dataLayer = window.dataLayer || [];',
    '  function gtag(){dataLayer.push(arguments);}',
    "  gtag('js', new Date());",
    '',
    `  gtag('config', '${action.conversionId}');`,
    '</script>',
  ].join('\n');
  const values = purchase ? `,\n      'value': 1.0,\n      'currency': '${currency}',\n      'transaction_id': ''` : '';
  const page = [
    `<!-- Event snippet for ${action.name} conversion page -->`,
    '<script>',
    `  gtag('event', 'conversion', {\n      'send_to': '${sendTo}'${values}\n  });`,
    '</script>',
  ].join('\n');
  const click = [
    `<!-- Event snippet for ${action.name} conversion page`,
    'In your html page, add the snippet and call gtag_report_conversion when someone clicks on the chosen link or button. -->',
    '<script>',
    'function gtag_report_conversion(url) {',
    '  var callback = function () {',
    "    if (typeof(url) != 'undefined') {",
    '      window.location = url;',
    '    }',
    '  };',
    "  gtag('event', 'conversion', {",
    `      'send_to': '${sendTo}'${values.replace(/\n {6}/g, '\n      ')},`,
    "      'event_callback': callback",
    '  });',
    '  return false;',
    '}',
    '</script>',
  ].join('\n');
  const amp = [
    '<amp-analytics type="gtag" data-credentials="include">',
    '<script type="application/json">',
    `{"vars": {"gtag_id": "${action.conversionId}", "config": {"${action.conversionId}": {"groups": "default"}}}, "triggers": {}}`,
    '</script>',
    '</amp-analytics>',
  ].join('\n');
  const ampEvent = (on: string) =>
    `<!-- Event snippet for ${action.name} conversion page -->\n"C_${action.label}": {"on": "${on}", "vars": {"event_name": "conversion", "send_to": ["${sendTo}"]}}`;
  const T = CONVERSION_GADS.TrackingCodeType;
  return [
    { type: T.WEBPAGE, page_format: 2, global_site_tag: site, event_snippet: page },
    { type: T.WEBPAGE, page_format: 3, global_site_tag: amp, event_snippet: ampEvent('visible') },
    { type: T.WEBPAGE_ONCLICK, page_format: 2, global_site_tag: site, event_snippet: click },
    { type: T.WEBPAGE_ONCLICK, page_format: 3, global_site_tag: amp, event_snippet: ampEvent('click') },
  ];
}

/** The sandbox's conversion actions as a store gives them. */
export interface SandboxConversionsStore {
  conversionActions(customerId: string): Promise<SandboxConversion[]>;
  createConversionActions(customerId: string, actions: Omit<SandboxConversion, 'id'>[]): Promise<{ duplicate: string } | undefined>;
}

const nameOf = (map: Map<number, string>, value: unknown) => map.get(Number(value)) ?? 'UNKNOWN';

/** What ensureConversions needs, answered by the sandbox the way Google answers it. */
export function sandboxConversionIo(store: SandboxConversionsStore, customerId: string, currency: string) {
  const existing = async (): Promise<ExistingConversion[]> =>
    (await store.conversionActions(customerId)).map((a) => ({
      resourceName: a.resourceName,
      name: a.name,
      type: a.type,
      status: a.status,
    }));
  return {
    existing,
    async create(operations: ConversionActionOperation[]): Promise<string[]> {
      const failure = conversionActionFailure(operations, await existing());
      if (failure) throw mapGoogleAdsError(failure);
      const created = operations.map((op) => {
        const r = op.resource;
        const id = String(randomInt(100_000_000, 281_474_976_710_655));
        const resourceName = `customers/${customerId}/conversionActions/${id}`;
        return {
          customerId,
          resourceName,
          name: String(r.name),
          type: nameOf(CREATABLE_TYPES, r.type),
          category: nameOf(CATEGORIES, r.category ?? 2),
          countingType: nameOf(COUNTING, r.counting_type ?? 3),
          status: 'ENABLED',
          callSeconds:
            r.phone_call_duration_seconds === undefined || r.phone_call_duration_seconds === null
              ? null
              : Number(r.phone_call_duration_seconds),
          conversionId: sandboxConversionId(customerId),
          label: hash(resourceName).toString('base64url').slice(0, 20),
          createdAt: Date.now(),
          // A new tag is on no site yet.
          firingFrom: null,
          silentFrom: null,
        };
      });
      const clash = await store.createConversionActions(customerId, created);
      if (clash)
        throw mapGoogleAdsError({
          errors: [{ error_code: CODES.DUPLICATE_NAME, message: `A conversion action named "${clash.duplicate}" already exists.` }],
        });
      return created.map((c) => c.resourceName);
    },
    async snippets(resourceNames: string[]): Promise<Map<string, TagSnippetRow[]>> {
      const all = await store.conversionActions(customerId);
      return new Map(
        all.filter((a) => resourceNames.includes(a.resourceName)).map((a) => [a.resourceName, sandboxTagSnippets(a, currency)]),
      );
    },
  };
}
