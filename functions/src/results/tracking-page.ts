import type { OutgoingMail } from '../adapters/mail/types.js';
import type { ConversionAction } from '../contract/campaigns.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import { SITE_PLATFORMS, type SitePlatform, type TrackingResponse } from '../contract/tracking.js';
import { HttpError } from '../errors.js';
import { campaignCountry } from '../copy/variety.js';
import { interfaceVariant, msg, render, type Message } from '../i18n/messages.js';
import { inCountry } from '../i18n/reader-variety.js';
import type { CampaignsRepo } from '../repos/campaigns.js';
import type { RateLimiter } from '../usage/rate-limit.js';
import type { ResultsService } from './service.js';
import { DEFAULT_CALL_SECONDS } from '../contract/tracking.js';

interface Deps {
  campaigns: CampaignsRepo;
  results: ResultsService;
  rateLimits: RateLimiter;
  /**
   * Sends one e-mail: today the mailer support requests use (SMTP, or the local outbox); one
   * function, so the send can go through an outbox once there is one.
   */
  /** The variant the mail is written in goes with it, for the team's view of the outbox. */
  sendMail: (mail: Omit<OutgoingMail, 'from'> & { language: string }) => Promise<void>;
}

/**
 * The campaign page's tracking section (Premium, campaigns created in Google Ads): each conversion
 * action created with the campaign, its tag, and its state read back from Google Ads (through the
 * results, so a read costs no more than the results do: cached an hour); and the installation steps
 * mailed to whoever runs the site.
 */
export function trackingService({ campaigns, results, rateLimits, sendMail }: Deps) {
  async function read(uid: string, campaignId: string, language: InterfaceLanguage) {
    // The results check the plan, the campaign and the connection, and read the states.
    const answer = await results.results(uid, campaignId, 'LAST_30_DAYS', false, language);
    const campaign = await campaigns.get(uid, campaignId);
    return { answer, campaign };
  }

  return {
    /** GET …/tracking → TrackingResponse. */
    async tracking(uid: string, campaignId: string, language: InterfaceLanguage = 'en'): Promise<TrackingResponse> {
      const { answer, campaign } = await read(uid, campaignId, language);
      const stored = campaign?.conversionActions ?? [];
      const reported = answer.conversionsByAction ?? [];
      const actions = stored.map((a) => {
        const r = reported.find((x) => x.resourceName === a.resourceName);
        return {
          kind: a.kind,
          resourceName: a.resourceName ?? '',
          name: a.name ?? a.kind,
          conversions: r?.conversions ?? 0,
          costPerConversion: r?.costPerConversion ?? null,
          state: r?.state ?? (a.kind === 'CALL_FROM_ADS' ? 'NO_CONVERSIONS_YET' : 'NOT_INSTALLED'),
          silentDays: r?.silentDays ?? null,
          lastConversionDate: r?.lastConversionDate ?? null,
          callSeconds: a.callSeconds ?? null,
          tag: a.tag ?? null,
        };
      });
      return { currency: answer.currency ?? 'USD', actions, checkedAt: answer.fetchedAt };
    },

    /** POST …/tracking/email {to, platform?}: the steps, in the reader's language, to whoever runs the site. */
    async email(
      uid: string,
      campaignId: string,
      request: { to: string; platform?: SitePlatform | undefined; owner: string; replyTo?: string | undefined },
      language: InterfaceLanguage = 'en',
    ): Promise<{ sent: true }> {
      const campaign = await campaigns.get(uid, campaignId);
      if (!campaign) throw new HttpError('NOT_FOUND', msg('campaign.notFound'));
      if (!campaign.googleAds || !campaign.conversionActions?.length) throw new HttpError('CONFLICT', msg('results.notInGoogleAds'));
      // Each mail goes to an address the owner typed: the same per-user limit as support requests.
      await rateLimits.take(uid, 'support');
      const actions = campaign.conversionActions;
      // Whoever runs the site works where the business is: the mail's Spanish is the campaign's country's, as the alerts' are.
      const mail = inCountry(campaignCountry(campaign), () => ({
        subject: render(msg('tracking.email.subject', { campaign: campaign.name }), interfaceVariant(language)),
        text: instructionsText(actions, {
          campaign: campaign.name,
          site: campaign.pages.landing ?? '',
          owner: request.owner,
          platform: request.platform,
          language,
        }),
        language: interfaceVariant(language),
      }));
      await sendMail({ to: request.to, ...(request.replyTo ? { replyTo: request.replyTo } : {}), ...mail });
      return { sent: true };
    },
  };
}

export type TrackingService = ReturnType<typeof trackingService>;

/** The mail's text: each action's snippets and where they go, then the steps per platform (the owner's first). */
export function instructionsText(
  actions: readonly ConversionAction[],
  o: { campaign: string; site: string; owner: string; platform?: SitePlatform | undefined; language: InterfaceLanguage },
): string {
  const say = (m: Message) => render(m, interfaceVariant(o.language));
  const parts: string[] = [say(msg('tracking.email.intro', { campaign: o.campaign, site: o.site || o.campaign }))];
  const tagged = actions.filter((a) => a.tag);
  if (tagged[0]) parts.push(`${say(msg('tracking.email.everyPage'))}\n\n${tagged[0].tag!.globalSiteTag}`);
  for (const a of actions) {
    const name = a.name ?? a.kind;
    if (a.kind === 'CALL_FROM_ADS') parts.push(say(msg('tracking.email.call', { name, seconds: a.callSeconds ?? DEFAULT_CALL_SECONDS })));
    else if (a.tag)
      parts.push(
        `${say(msg(a.tag.type === 'WEBPAGE' ? 'tracking.email.eventPage' : 'tracking.email.eventClick', { name }))}\n\n${a.tag.eventSnippet}`,
      );
  }
  if (!tagged.length) parts.push(say(msg('tracking.email.nothing')));
  else {
    const order = o.platform ? [o.platform, ...SITE_PLATFORMS.filter((p) => p !== o.platform)] : [...SITE_PLATFORMS];
    parts.push([say(msg('tracking.email.platforms')), ...order.map((p) => `- ${say(msg(`tracking.email.${p}`))}`)].join('\n'));
    parts.push(say(msg('tracking.email.check')));
  }
  // Signed with the owner's name when the sign-in gave one.
  if (o.owner) parts.push(say(msg('tracking.email.signature', { owner: o.owner })));
  return parts.join('\n\n');
}
