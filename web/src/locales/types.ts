/**
 * Every message id, from the English catalog (the Spanish one must have the same keys: the catalog
 * test checks). Adding a namespace: a JSON file in both folders and a line here.
 */
import type common from './en/common.json';
import type auth from './en/auth.json';
import type billing from './en/billing.json';
import type campaign from './en/campaign.json';
import type preflight from './en/preflight.json';
import type dashboard from './en/dashboard.json';
import type googleAds from './en/google-ads.json';
import type keywords from './en/keywords.json';
import type landing from './en/landing.json';
import type legal from './en/legal.json';
import type glossary from './en/glossary.json';
import type profile from './en/profile.json';
import type results from './en/results.json';
import type usage from './en/usage.json';
import type strategy from './en/strategy.json';
import type business from './en/business.json';
import type support from './en/support.json';
import type notifications from './en/notifications.json';
import type tracking from './en/tracking.json';
import type groupEdit from './en/group-edit.json';
import type money from './en/money.json';
import type places from './en/places.json';
import type facts from './en/facts.json';
import type sources from './en/sources.json';

type Namespace<N extends string, T> = { [K in keyof T & string as `${N}.${K}`]: string };

export type Messages = Namespace<'common', typeof common> &
  Namespace<'auth', typeof auth> &
  Namespace<'billing', typeof billing> &
  Namespace<'campaign', typeof campaign> &
  Namespace<'preflight', typeof preflight> &
  Namespace<'dashboard', typeof dashboard> &
  Namespace<'google-ads', typeof googleAds> &
  Namespace<'keywords', typeof keywords> &
  Namespace<'landing', typeof landing> &
  Namespace<'legal', typeof legal> &
  Namespace<'glossary', typeof glossary> &
  Namespace<'profile', typeof profile> &
  Namespace<'results', typeof results> &
  Namespace<'usage', typeof usage> &
  Namespace<'strategy', typeof strategy> &
  Namespace<'business', typeof business> &
  Namespace<'support', typeof support> &
  Namespace<'notifications', typeof notifications> &
  Namespace<'tracking', typeof tracking> &
  Namespace<'group-edit', typeof groupEdit> &
  Namespace<'money', typeof money> &
  Namespace<'places', typeof places> &
  Namespace<'facts', typeof facts> &
  Namespace<'sources', typeof sources>;

export type MessageId = keyof Messages;
