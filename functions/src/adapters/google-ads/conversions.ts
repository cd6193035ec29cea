import type { MutateOperation, resources } from 'google-ads-api';
import type { ConversionAction, ConversionKind, ConversionTag, Objective } from '../../contract/campaigns.js';
import type { PlannedAssets } from './assets.js';
import { DEFAULT_CALL_SECONDS } from '../../contract/tracking.js';

/**
 * Conversion tracking created with the campaign, by the owner's channel: a call conversion for the
 * call asset (counted from a length the owner can change), and website conversion actions for the
 * goal (a form or order sent, a tap on a WhatsApp or phone link). Pure: the adapters list what the
 * account has, create what is missing in one request, and read back the tag snippets.
 *
 * Field names and enum numbers are Google Ads API v25's (google-ads-api 25.1.0's protos);
 * conversions.test.ts checks every operation against `resources.ConversionAction.verify`.
 */
export const CONVERSION_GADS = {
  ConversionActionType: { AD_CALL: 2, WEBPAGE: 8 },
  ConversionActionCategory: { PURCHASE: 4, PHONE_CALL_LEAD: 11, SUBMIT_LEAD_FORM: 13, CONTACT: 18 },
  ConversionActionCountingType: { ONE_PER_CLICK: 2, MANY_PER_CLICK: 3 },
  ConversionActionStatus: { ENABLED: 2, REMOVED: 3 },
  TrackingCodeType: { WEBPAGE: 2, WEBPAGE_ONCLICK: 3 },
  TrackingCodePageFormat: { HTML: 2 },
  CallConversionReportingState: { USE_RESOURCE_LEVEL_CALL_CONVERSION_ACTION: 4 },
} as const;

export type ConversionType = keyof typeof CONVERSION_GADS.ConversionActionType;
export type ConversionCategory = keyof typeof CONVERSION_GADS.ConversionActionCategory;

/** One conversion action the campaign needs, before it is found or created in the account. */
export interface PlannedConversion {
  kind: ConversionKind;
  /** Unique in the account (Google refuses duplicate names): how a matching action is found again. */
  name: string;
  type: ConversionType;
  category: ConversionCategory;
  countingType: keyof typeof CONVERSION_GADS.ConversionActionCountingType;
  /** For a call from the ads: counted from this length. */
  callSeconds?: number;
  /** Which of the returned snippets the owner installs: on a page that loads, or on a click. */
  tagType?: keyof typeof CONVERSION_GADS.TrackingCodeType;
}

/** A conversion action the account already has (as a `conversion_action` query reads it). */
export interface ExistingConversion {
  resourceName: string;
  name: string;
  type: string;
  status: string;
}

/** The actions a campaign with these channels and this goal needs, in the order the review lists them. */
export function plannedConversions(input: {
  objective: Objective | string;
  assets: Pick<PlannedAssets, 'call'>;
  /** The landing page the ads send people to (the website's actions need one). */
  finalUrl: string;
  phone?: string | undefined;
  whatsapp?: string | undefined;
  callSeconds?: number | undefined;
}): PlannedConversion[] {
  const out: PlannedConversion[] = [];
  if (input.assets.call) {
    const seconds = input.callSeconds ?? DEFAULT_CALL_SECONDS;
    out.push({
      kind: 'CALL_FROM_ADS',
      // The length is in the name: another length is another action, never a silent change to one in use.
      name: `Pautia - Calls from ads (${seconds} s or more)`,
      type: 'AD_CALL',
      category: 'PHONE_CALL_LEAD',
      countingType: 'ONE_PER_CLICK',
      callSeconds: seconds,
    });
  }
  if (input.finalUrl) {
    const sale = input.objective === 'Sales';
    out.push({
      kind: 'FORM_OR_ORDER',
      name: sale ? 'Pautia - Order placed' : 'Pautia - Form sent',
      type: 'WEBPAGE',
      category: sale ? 'PURCHASE' : 'SUBMIT_LEAD_FORM',
      // Every order counts; one lead per click (a person sending the form twice is one customer).
      countingType: sale ? 'MANY_PER_CLICK' : 'ONE_PER_CLICK',
      tagType: 'WEBPAGE',
    });
    if (input.whatsapp?.trim()) {
      out.push({
        kind: 'WHATSAPP_CLICK',
        name: 'Pautia - WhatsApp link tapped',
        type: 'WEBPAGE',
        category: 'CONTACT',
        countingType: 'ONE_PER_CLICK',
        tagType: 'WEBPAGE_ONCLICK',
      });
    }
    if (input.phone?.trim()) {
      out.push({
        kind: 'PHONE_CLICK',
        name: 'Pautia - Phone link tapped',
        type: 'WEBPAGE',
        category: 'CONTACT',
        countingType: 'ONE_PER_CLICK',
        tagType: 'WEBPAGE_ONCLICK',
      });
    }
  }
  return out;
}

/** The planned action the account already has: same name, same type, not removed. */
export function matchingConversion(planned: PlannedConversion, existing: readonly ExistingConversion[]): ExistingConversion | undefined {
  const name = planned.name.trim().toLowerCase();
  return existing.find((e) => e.name.trim().toLowerCase() === name && e.type === planned.type && e.status !== 'REMOVED');
}

export type ConversionActionOperation = MutateOperation<resources.IConversionAction> & { entity: 'conversion_action' };

/** The ConversionActionOperation that creates one planned action (temporary id `id`). */
export function conversionActionOperation(customerId: string, planned: PlannedConversion, id: number): ConversionActionOperation {
  return {
    entity: 'conversion_action',
    operation: 'create',
    resource: {
      resource_name: `customers/${customerId.replace(/-/g, '')}/conversionActions/${id}`,
      name: planned.name,
      type: CONVERSION_GADS.ConversionActionType[planned.type],
      category: CONVERSION_GADS.ConversionActionCategory[planned.category],
      status: CONVERSION_GADS.ConversionActionStatus.ENABLED,
      counting_type: CONVERSION_GADS.ConversionActionCountingType[planned.countingType],
      // Counted in the Conversions column, the one bidding optimizes for.
      primary_for_goal: true,
      ...(planned.type === 'AD_CALL' ? { phone_call_duration_seconds: planned.callSeconds ?? DEFAULT_CALL_SECONDS } : {}),
    },
  };
}

/** One `tag_snippets` entry as google-ads-api answers it (enums as numbers or names). */
export interface TagSnippetRow {
  type?: number | string | null;
  page_format?: number | string | null;
  global_site_tag?: string | null;
  event_snippet?: string | null;
}

const isType = (value: unknown, name: keyof typeof CONVERSION_GADS.TrackingCodeType) =>
  value === name || value === CONVERSION_GADS.TrackingCodeType[name];
const isHtml = (value: unknown) => value === 'HTML' || value === CONVERSION_GADS.TrackingCodePageFormat.HTML;

/** The snippet pair the owner installs for an action: the HTML one of its tag type. */
export function tagOf(planned: Pick<PlannedConversion, 'tagType'>, snippets: readonly TagSnippetRow[]): ConversionTag | undefined {
  if (!planned.tagType) return undefined;
  const found = snippets.find((s) => isType(s.type, planned.tagType!) && isHtml(s.page_format) && s.event_snippet && s.global_site_tag);
  if (!found) return undefined;
  return { type: planned.tagType, globalSiteTag: found.global_site_tag!, eventSnippet: found.event_snippet! };
}

/**
 * What the account's conversion actions become for this campaign: each planned action, reused when
 * the account has it, created otherwise (in ONE request, `create`), with its tag read back
 * (`snippets`). Both adapters run this; the sandbox answers for Google.
 */
export async function ensureConversions(
  customerId: string,
  planned: readonly PlannedConversion[],
  io: {
    existing: () => Promise<ExistingConversion[]>;
    create: (operations: ConversionActionOperation[]) => Promise<string[]>;
    snippets: (resourceNames: string[]) => Promise<Map<string, TagSnippetRow[]>>;
  },
): Promise<ConversionAction[]> {
  if (!planned.length) return [];
  const existing = await io.existing();
  const found = planned.map((p) => matchingConversion(p, existing));
  const missing = planned.filter((_, i) => !found[i]);
  const created = missing.length ? await io.create(missing.map((p, i) => conversionActionOperation(customerId, p, -(i + 1)))) : [];
  const names = planned.map((p, i) => found[i]?.resourceName ?? created[missing.indexOf(p)] ?? '');
  const withTags = planned.flatMap((p, i) => (p.tagType && names[i] ? [names[i]!] : []));
  const snippets = withTags.length ? await io.snippets(withTags) : new Map<string, TagSnippetRow[]>();
  return planned.map((p, i): ConversionAction => {
    const tag = tagOf(p, snippets.get(names[i]!) ?? []);
    return {
      kind: p.kind,
      name: p.name,
      ...(names[i] ? { resourceName: names[i] } : {}),
      ...(p.callSeconds !== undefined ? { callSeconds: p.callSeconds } : {}),
      reused: !!found[i],
      ...(tag ? { tag } : {}),
    };
  });
}

/** The call asset counts its calls with the campaign's call action (resource-level setting). */
export function callConversionFields(resourceName: string | undefined): {
  call_conversion_reporting_state?: number;
  call_conversion_action?: string;
} {
  if (!resourceName) return {};
  return {
    call_conversion_reporting_state: CONVERSION_GADS.CallConversionReportingState.USE_RESOURCE_LEVEL_CALL_CONVERSION_ACTION,
    call_conversion_action: resourceName,
  };
}
