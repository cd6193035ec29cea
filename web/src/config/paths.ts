/** Every in-app URL lives here. */
export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  newCampaign: '/dashboard#new',
  campaign: (id: string) => `/campaigns/${encodeURIComponent(id)}`,
  campaignPattern: '/campaigns/:id',
  profile: '/profile',
  /** The business profile ("custom AI"). */
  business: '/business',
  /** Support requests: "Talk to a person". */
  support: '/help',
  plan: '/plan',
  pricing: '/pricing',
  checkoutSuccess: '/checkout/success',
  checkoutCancel: '/checkout/cancel',
  googleAdsReturn: '/integrations/google-ads',
  legal: {
    terms: '/legal/terms-and-conditions',
    privacy: '/legal/privacy-policy',
    cancellation: '/legal/cancellation-and-refund',
    acceptableUse: '/legal/acceptable-use',
    antiSpam: '/legal/anti-spam',
    vulnerabilityDisclosure: '/security/vulnerability-disclosure',
    doNotSell: '/privacy/do-not-sell',
    cookieSettings: '/privacy/cookie-settings',
    about: '/company/about',
    press: '/press',
    glossary: '/resources/glossary',
  },
} as const;

/** Backend paths (docs/product.md P10), relative to the backend base. */
export const apiPaths = {
  health: '/health',
  authGoogle: '/auth/google',
  userLanguage: (uid: string) => `/users/${encodeURIComponent(uid)}/language`,
  oauthStart: '/oauth2callback/start',
  subscriptionStatus: (uid: string) => `/api/suscripciones/estado/${encodeURIComponent(uid)}`,
  cancelAtPeriodEnd: (uid: string) => `/api/suscripciones/${encodeURIComponent(uid)}/cancel-at-period-end`,
  resumeSubscription: (uid: string) => `/api/suscripciones/${encodeURIComponent(uid)}/resume`,
  billingPortal: (uid: string) => `/api/suscripciones/${encodeURIComponent(uid)}/portal`,
  createCheckout: '/api/suscripciones/crear-session',
  campaigns: (uid: string) => `/campaign/user/${encodeURIComponent(uid)}`,
  campaign: (uid: string, id: string) => `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(id)}`,
  campaignExport: (uid: string, id: string, format: string) =>
    `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(id)}/export?format=${encodeURIComponent(format)}`,
  realCampaign: (uid: string) => `/campaign/user/${encodeURIComponent(uid)}/real`,
  chat: '/chat',
  chatHistory: (uid: string) => `/chat/${encodeURIComponent(uid)}/history`,
  chatNew: (uid: string) => `/chat/${encodeURIComponent(uid)}/new`,
  businessProfile: (uid: string) => `/profile/${encodeURIComponent(uid)}/business`,
  supportRequests: (uid: string) => `/support/${encodeURIComponent(uid)}/requests`,
  campaignResults: (uid: string, campaignId: string, range: string, refresh = false) =>
    `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/results?range=${encodeURIComponent(range)}${refresh ? '&refresh=true' : ''}`,
  campaignTracking: (uid: string, campaignId: string) =>
    `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/tracking`,
  campaignTrackingEmail: (uid: string, campaignId: string) =>
    `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/tracking/email`,
  campaignStatus: (uid: string, campaignId: string) => `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/status`,
  applySuggestion: (uid: string, campaignId: string, suggestionId: string) =>
    `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/suggestions/${encodeURIComponent(suggestionId)}/apply`,
  undoChange: (uid: string, campaignId: string, changeId: string) =>
    `/campaign/user/${encodeURIComponent(uid)}/${encodeURIComponent(campaignId)}/history/${encodeURIComponent(changeId)}/undo`,
  usage: (uid: string) => `/usage/${encodeURIComponent(uid)}`,
  keywordIdeas: '/keywords/ideas',
  keywordForecast: '/keywords/forecast',
} as const;
