import * as logger from 'firebase-functions/logger';
import type { Campaign } from '../contract/campaigns.js';
import type { InterfaceLanguage } from '../contract/languages.js';
import type {
  AlertKind,
  MailKind,
  NotificationItem,
  NotificationPreferences,
  NotificationsResponse,
  PreferencesPatch,
} from '../contract/notifications.js';
import type { ResultsResponse } from '../contract/results.js';
import { campaignCountry, campaignVariety } from '../copy/variety.js';
import type { MailTokens } from '../crypto/mail-token.js';
import { HttpError } from '../errors.js';
import { interfaceVariant, msg, text, variantOf, type Variant } from '../i18n/messages.js';
import { moneyText, numberText } from '../i18n/money.js';
import { inCountry } from '../i18n/reader-variety.js';
import type { OutboxService } from '../outbox/service.js';
import type { AlertFacts, NotificationsRepo, StoredNotification } from '../repos/notifications.js';
import { alertLink, alertsFor, resultsInputs, type AlertFinding } from './alerts.js';

/** The campaigns' side the checks need (repos/campaigns.ts). */
interface CampaignsPort {
  list(uid: string): Promise<{ id: string }[]>;
  get(uid: string, id: string): Promise<Campaign | undefined>;
}

export interface AlertsRunReport {
  users: number;
  campaigns: number;
  /** Alerts written to the in-app list this run (one per campaign, kind and week at most). */
  alerts: { uid: string; campaignId: string; kind: AlertKind }[];
  mailed: number;
  /** Campaigns whose results could not be read (logged). */
  errors: number;
}

export interface WeeklyReportRunReport {
  users: number;
  campaigns: number;
  mailed: { uid: string; campaignId: string; to: string; language: Variant }[];
  /** Reports not sent, and why. */
  skipped: { uid: string; campaignId?: string; reason: 'NOT_OPTED_IN' | 'ALREADY_THIS_WEEK' | 'NO_EMAIL' | 'RESULTS_FAILED' }[];
}

/** The ISO week of a time, e.g. 2026-W48: the key of "once a week". */
export function isoWeek(ms: number): string {
  const d = new Date(ms);
  const thursday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const week = Math.ceil(((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const readerOf = (variant: Variant): InterfaceLanguage => (variant === 'en' ? 'en' : 'es');

/** One alert in words, from its facts (the same facts read in any language). */
export function alertText(kind: AlertKind, facts: AlertFacts, variant: Variant): { title: string; body: string } {
  const reader = readerOf(variant);
  const money = (key: string) => moneyText(Number(facts[key] ?? 0), String(facts['currency'] ?? 'USD'), reader);
  switch (kind) {
    case 'SPEND_PACING': {
      const params = { spent: money('spent'), budget: money('budget'), percent: Number(facts['percent'] ?? 0) };
      return facts['direction'] === 'over'
        ? { title: text('notify.SPEND_PACING.over.title', variant), body: text('notify.SPEND_PACING.over.body', variant, params) }
        : { title: text('notify.SPEND_PACING.under.title', variant), body: text('notify.SPEND_PACING.under.body', variant, params) };
    }
    case 'NO_CONVERSIONS':
      return {
        title: text('notify.NO_CONVERSIONS.title', variant),
        body: text('notify.NO_CONVERSIONS.body', variant, {
          spent: money('spent'),
          clicks: Number(facts['clicks'] ?? 0),
          days: Number(facts['days'] ?? 14),
        }),
      };
    case 'TRACKING_SILENT':
      return {
        title: text('notify.TRACKING_SILENT.title', variant),
        body: text('notify.TRACKING_SILENT.body', variant, {
          days: Number(facts['days'] ?? 0),
          clicks: Number(facts['clicks'] ?? 0),
          lastDate: String(facts['lastDate'] ?? ''),
        }),
      };
    case 'ADS_POLICY':
      return {
        title: text('notify.ADS_POLICY.title', variant),
        body: [
          ...(facts['disapproved'] ? [text('notify.ADS_POLICY.disapproved', variant)] : []),
          ...(facts['limited'] ? [text('notify.ADS_POLICY.limited', variant)] : []),
          text('notify.ADS_POLICY.fix', variant),
        ].join(' '),
      };
    case 'LIMITED_BY_BUDGET':
      return {
        title: text('notify.LIMITED_BY_BUDGET.title', variant),
        body: text('notify.LIMITED_BY_BUDGET.body', variant, {
          dailyBudget: money('dailyBudget'),
          spent: money('spent'),
          days: Number(facts['days'] ?? 7),
        }),
      };
  }
}

/**
 * Alerts, the weekly report and their preferences. The checks run from the scheduled functions
 * (and locally from "run now"): each visits the Premium users' enabled campaigns in Google Ads, reads
 * their results through the results service (its one-hour cache and operation budgets hold), and
 * writes what it finds. Every mail goes through the outbox.
 */
export function notificationsService(deps: {
  repo: NotificationsRepo;
  campaigns: CampaignsPort;
  users: { get(uid: string): Promise<{ email: string; language?: InterfaceLanguage } | undefined> };
  results: {
    results(
      uid: string,
      campaignId: string,
      range: 'LAST_7_DAYS' | 'LAST_30_DAYS',
      refresh: boolean,
      language?: InterfaceLanguage,
    ): Promise<ResultsResponse>;
  };
  outbox: OutboxService;
  tokens: MailTokens;
  mail: { from: string };
  publicUrl: string | undefined;
  clock?: () => number;
}) {
  const { repo, campaigns, users, results, outbox, tokens } = deps;
  const clock = deps.clock ?? Date.now;
  const origin = (given?: string) => deps.publicUrl ?? given ?? 'http://localhost:5000';

  /** The owner's campaigns enabled in Google Ads (Premium: the plan with results). */
  async function activeCampaigns(only?: string): Promise<{ uid: string; campaign: Campaign }[]> {
    const found: { uid: string; campaign: Campaign }[] = [];
    const premium = await repo.usersOnPlan('PREMIUM');
    for (const uid of only ? premium.filter((u) => u === only) : premium) {
      // The list's summaries carry no Google Ads state: each campaign is read (a Premium owner has a few).
      for (const summary of await campaigns.list(uid)) {
        const campaign = await campaigns.get(uid, summary.id);
        if (campaign?.googleAds?.status === 'ENABLED') found.push({ uid, campaign });
      }
    }
    return found;
  }

  /** The variant an owner's mail is written in: their language, Spanish in their campaign's country's variety. */
  function ownerVariant(language: InterfaceLanguage | undefined, campaign: Campaign): Variant {
    return variantOf(language ?? 'en', campaignVariety(campaign));
  }

  function unsubscribeHeaders(link: string): Record<string, string> {
    // RFC 8058: a mail client's one-click unsubscribe POSTs to this URL; a GET only asks.
    return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }

  function unsubscribeLink(base: string, uid: string, kind: MailKind, variant: Variant): string {
    return `${base}/email/unsubscribe?token=${encodeURIComponent(tokens.sign(uid, kind))}&lang=${readerOf(variant)}`;
  }

  function view(n: StoredNotification, language: InterfaceLanguage): NotificationItem {
    const { title, body } = alertText(n.kind, n.facts, interfaceVariant(language));
    return {
      id: n.id,
      kind: n.kind,
      campaignId: n.campaignId,
      createdAt: n.createdAt,
      read: n.read,
      title: n.campaignName ? `${title} — ${n.campaignName}` : title,
      body,
      link: alertLink(n.kind, n.campaignId),
    };
  }

  async function writeAlert(uid: string, campaign: Campaign, finding: AlertFinding, prefs: NotificationPreferences, base: string) {
    const id = `${campaign.id}_${finding.kind}_${isoWeek(clock())}`;
    const written = await repo.add(
      uid,
      { id, kind: finding.kind, campaignId: campaign.id, campaignName: campaign.name, facts: finding.facts },
      clock(),
    );
    if (!written || !prefs.alertEmails) return { written, mailed: false };
    const user = await users.get(uid);
    if (!user?.email) return { written, mailed: false };
    const variant = ownerVariant(user.language, campaign);
    const { title, body } = alertText(finding.kind, finding.facts, variant);
    const unsubscribe = unsubscribeLink(base, uid, 'alerts', variant);
    const lines = [
      text('notify.mail.alertIntro', variant, { campaign: campaign.name }),
      '',
      title,
      body,
      '',
      text('notify.mail.fix', variant, { link: `${base}${alertLink(finding.kind, campaign.id)}` }),
      '',
      '--',
      text('notify.mail.unsubscribeAlerts', variant, { link: unsubscribe }),
      text('notify.mail.preferences', variant, { link: `${base}/profile#notifications` }),
    ];
    await outbox.send(`alert_${uid}_${id}`, {
      kind: 'alert',
      to: user.email,
      from: deps.mail.from,
      subject: text('notify.mail.alertSubject', variant, { title, campaign: campaign.name }),
      text: lines.join('\n'),
      language: variant,
      headers: unsubscribeHeaders(unsubscribe),
    });
    return { written, mailed: true };
  }

  function reportText(campaign: Campaign, r: ResultsResponse, variant: Variant, base: string, uid: string): string {
    const reader = readerOf(variant);
    const currency = r.currency ?? 'USD';
    const t = r.totals;
    const num = (n: number) => numberText(Math.round(n * 100) / 100, reader);
    const converting = r.searchTerms.filter((s) => s.conversions > 0).sort((a, b) => b.conversions - a.conversions || b.clicks - a.clicks);
    const clicked = r.searchTerms.filter((s) => s.clicks > 0).sort((a, b) => b.clicks - a.clicks);
    const searches = (converting.length ? converting : clicked).slice(0, 3);
    const lines = [
      text('notify.report.intro', variant, { campaign: campaign.name, start: r.daily[0]?.date ?? '', end: r.daily.at(-1)?.date ?? '' }),
      '',
      text('notify.report.spend', variant, { amount: moneyText(t.cost, currency, reader) }),
      text('notify.report.clicks', variant, { clicks: t.clicks }),
      ...(r.conversionTracking
        ? [
            text('notify.report.conversions', variant, { conversions: num(t.conversions) }),
            t.costPerConversion === null
              ? text('notify.report.noCostPerConversion', variant)
              : text('notify.report.costPerConversion', variant, { amount: moneyText(t.costPerConversion, currency, reader) }),
          ]
        : [text('notify.report.noTracking', variant)]),
      '',
      searches.length
        ? text(converting.length ? 'notify.report.searches' : 'notify.report.searchesClicks', variant)
        : text('notify.report.noSearches', variant),
      ...searches.map(
        (s) => `- ${text('notify.report.search', variant, { term: s.term, clicks: s.clicks, conversions: num(s.conversions) })}`,
      ),
      '',
      ...(r.verdict ? [text('notify.report.nextStep', variant, { step: r.verdict.nextStep }), ''] : []),
      text('notify.report.link', variant, { link: `${base}/campaigns/${encodeURIComponent(campaign.id)}` }),
      '',
      '--',
      text('notify.mail.unsubscribeReport', variant, { link: unsubscribeLink(base, uid, 'weekly-report', variant) }),
      text('notify.mail.preferences', variant, { link: `${base}/profile#notifications` }),
    ];
    return lines.join('\n');
  }

  return {
    async list(uid: string, language: InterfaceLanguage): Promise<NotificationsResponse> {
      const notifications = (await repo.list(uid)).map((n) => view(n, language));
      return { notifications, unread: notifications.filter((n) => !n.read).length };
    },

    async markRead(uid: string, id: string): Promise<void> {
      if (!(await repo.markRead(uid, id))) throw new HttpError('NOT_FOUND', msg('notify.notFound'));
    },

    preferences: (uid: string) => repo.preferences(uid),
    updatePreferences: (uid: string, patch: PreferencesPatch) => repo.updatePreferences(uid, patch),

    /** What a token names (undefined: not one of ours). */
    readToken: (token: string) => tokens.verify(token),

    /** Turns off the token's kind of mail; answers the kind, or undefined for a token that is not ours. */
    async unsubscribe(token: string): Promise<MailKind | undefined> {
      const named = tokens.verify(token);
      if (!named) return undefined;
      await repo.updatePreferences(named.uid, named.kind === 'weekly-report' ? { weeklyReport: false } : { alertEmails: false });
      logger.write({ severity: 'INFO', message: 'mail_unsubscribed', uid: named.uid, kind: named.kind });
      return named.kind;
    },

    /** The alert check over every active campaign (the scheduled `alertChecks`; locally "run now"). */
    async checkAlerts(options: { origin?: string; uid?: string } = {}): Promise<AlertsRunReport> {
      const base = origin(options.origin);
      const active = await activeCampaigns(options.uid);
      const report: AlertsRunReport = {
        users: new Set(active.map((a) => a.uid)).size,
        campaigns: active.length,
        alerts: [],
        mailed: 0,
        errors: 0,
      };
      const checkCampaign = async (uid: string, campaign: Campaign) => {
        try {
          const prefs = await repo.preferences(uid);
          const figures = await results.results(uid, campaign.id, 'LAST_30_DAYS', false);
          // The read above stores Google's serving problems with the campaign: read them back.
          const problems = (await campaigns.get(uid, campaign.id))?.googleAds?.problems ?? [];
          for (const finding of alertsFor(resultsInputs(figures, problems))) {
            if (!prefs.alerts[finding.kind]) continue;
            const outcome = await writeAlert(uid, campaign, finding, prefs, base);
            if (outcome.written) report.alerts.push({ uid, campaignId: campaign.id, kind: finding.kind });
            if (outcome.mailed) report.mailed += 1;
          }
        } catch (error) {
          report.errors += 1;
          logger.write({ severity: 'WARNING', message: 'alert_check_failed', uid, campaignId: campaign.id, error: String(error) });
        }
      };
      for (const { uid, campaign } of active) {
        // Read and written for the campaign's country: no request says which Spanish ("Sube…" in Mexico, "Subí…" in Argentina).
        await inCountry(campaignCountry(campaign), () => checkCampaign(uid, campaign));
      }
      logger.write({
        severity: 'INFO',
        message: 'alert_checks',
        users: report.users,
        campaigns: report.campaigns,
        alerts: report.alerts.length,
        mailed: report.mailed,
        errors: report.errors,
      });
      return report;
    },

    /**
     * The weekly report of every active campaign whose owner opted in, once per campaign and ISO
     * week (the outbox id is the guard). `force` sends again within the week; an owner who
     * unsubscribed gets nothing, forced or not.
     */
    async weeklyReport(options: { force?: boolean; origin?: string; uid?: string } = {}): Promise<WeeklyReportRunReport> {
      const base = origin(options.origin);
      const active = await activeCampaigns(options.uid);
      const report: WeeklyReportRunReport = {
        users: new Set(active.map((a) => a.uid)).size,
        campaigns: active.length,
        mailed: [],
        skipped: [],
      };
      for (const { uid, campaign } of active) {
        const prefs = await repo.preferences(uid);
        if (!prefs.weeklyReport) {
          report.skipped.push({ uid, campaignId: campaign.id, reason: 'NOT_OPTED_IN' });
          continue;
        }
        const user = await users.get(uid);
        if (!user?.email) {
          report.skipped.push({ uid, campaignId: campaign.id, reason: 'NO_EMAIL' });
          continue;
        }
        const now = clock();
        const id = `report_${uid}_${campaign.id}_${isoWeek(now)}${options.force ? `_forced_${now}` : ''}`;
        if (await outbox.exists(id)) {
          report.skipped.push({ uid, campaignId: campaign.id, reason: 'ALREADY_THIS_WEEK' });
          continue;
        }
        const variant = ownerVariant(user.language, campaign);
        // The figures' words (the verdict's next step, the suggestions) and numbers follow the campaign's country, as the mail's do.
        const inItsCountry = <T>(write: () => T): T => inCountry(campaignCountry(campaign), write);
        let figures: ResultsResponse;
        try {
          figures = await inItsCountry(() => results.results(uid, campaign.id, 'LAST_7_DAYS', false, readerOf(variant)));
        } catch (error) {
          report.skipped.push({ uid, campaignId: campaign.id, reason: 'RESULTS_FAILED' });
          logger.write({ severity: 'WARNING', message: 'weekly_report_failed', uid, campaignId: campaign.id, error: String(error) });
          continue;
        }
        const unsubscribe = unsubscribeLink(base, uid, 'weekly-report', variant);
        const { written } = await outbox.send(id, {
          kind: 'weekly-report',
          to: user.email,
          from: deps.mail.from,
          subject: text('notify.report.subject', variant, { campaign: campaign.name }),
          text: inItsCountry(() => reportText(campaign, figures, variant, base, uid)),
          language: variant,
          headers: unsubscribeHeaders(unsubscribe),
        });
        if (written) report.mailed.push({ uid, campaignId: campaign.id, to: user.email, language: variant });
        else report.skipped.push({ uid, campaignId: campaign.id, reason: 'ALREADY_THIS_WEEK' });
      }
      logger.write({
        severity: 'INFO',
        message: 'weekly_report',
        campaigns: report.campaigns,
        mailed: report.mailed.length,
        skipped: report.skipped.length,
      });
      return report;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
