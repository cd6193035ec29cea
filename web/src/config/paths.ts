/** Every in-app URL lives here. */
export const paths = {
  home: '/',
  login: '/login',
  dashboard: '/dashboard',
  newCampaign: '/dashboard#new',
  profile: '/profile',
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

/** Backend paths (DESIGN.md §4), relative to the backend base. */
export const apiPaths = {
  health: '/health',
  authGoogle: '/auth/google',
  oauthStart: '/oauth2callback/start',
  subscriptionStatus: (uid: string) => `/api/suscripciones/estado/${encodeURIComponent(uid)}`,
  cancelAtPeriodEnd: (uid: string) => `/api/suscripciones/${encodeURIComponent(uid)}/cancel-at-period-end`,
  resumeSubscription: (uid: string) => `/api/suscripciones/${encodeURIComponent(uid)}/resume`,
  createCheckout: '/api/suscripciones/crear-session',
  campaigns: (uid: string) => `/campaign/user/${encodeURIComponent(uid)}`,
  realCampaign: (uid: string) => `/campaign/user/${encodeURIComponent(uid)}/real`,
  chat: '/chat',
} as const;
