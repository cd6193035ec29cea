import { section } from './types.js';

/** Error answers and notices: the `message` of every HttpError, the pre-flight's problems and notes. */
const en = {
  // Requests
  'request.invalid': (p: { issues: string }) => `Invalid request. ${p.issues}.`,
  'request.field': (p: { field: string; problem: string }) => `${p.field}: ${p.problem}.`,
  'request.bodyTooLarge': 'The request body is larger than 100 KB.',
  'request.bodyNotJson': 'The request body is not valid JSON.',
  'request.bodyTooDeep': 'The request body is nested too deeply.',
  'request.bodyBadUnicode': 'The request body contains invalid Unicode text.',
  'request.bodyNotJsonType': 'Send the request body as application/json.',
  'request.encodingUnsupported': 'The request body encoding is not supported.',
  'request.unreadable': 'The request could not be read.',
  'request.textBadUnicode': 'Invalid request. The text contains characters that are not valid Unicode.',
  'request.noEndpoint': (p: { method: string; path: string }) => `No such endpoint: ${p.method} ${p.path}`,
  'request.returnTo': 'Invalid request. returnTo: must be a path on this site, like /integrations/google-ads.',
  'request.format': (p: { formats: string }) => `format: must be one of ${p.formats}.`,

  // Server
  'server.internal': 'Something went wrong on our side. Please try again.',
  'server.notConfigured': (p: { setting: string }) => `This server is missing the setting ${p.setting}.`,

  // Sign-in and accounts
  'auth.noToken': 'Sign in to continue: the request has no ID token.',
  'auth.sessionInvalid': 'Your session is invalid or has expired. Please sign in again.',
  'auth.signIn': 'Sign in to continue.',
  'auth.forbidden': 'You can only access your own account.',
  'auth.freeLimit': (p: { campaigns: number; aiQueries: number }) =>
    `You've used everything the Free plan includes (${p.campaigns} campaign strategy and ${p.aiQueries} AI queries). Upgrade to keep creating campaigns and chatting.`,
  'account.notFound': 'No account found. Please sign in again.',

  // Allowances
  'limit.campaigns': 'You have used all the campaigns your plan includes.',
  'rateLimit.support': (p: { minutes: number }) =>
    `Too many support requests in a short time. You can send another one in ${p.minutes} minutes.`,
  'rateLimit.conversations': (p: { minutes: number }) =>
    `Too many new conversations in a short time. You can start another one in ${p.minutes} minutes.`,
  'limit.aiQueries': 'You have used all the AI queries your plan includes.',
  'limit.keywordResearch': 'You have used all the keyword lookups your plan includes.',
  'limit.freeKeywordIdeas': (p: { count: number }) =>
    `You have used today's ${p.count} free keyword lookups. Try again tomorrow, or upgrade for more.`,

  // AI
  'ai.timeout': 'The AI took too long to answer. Please try again.',
  'ai.failed': 'The AI service could not answer. Please try again.',
  'ai.failedStatus': (p: { status: number }) => `The AI service could not answer (HTTP ${p.status}). Please try again.`,
  'ai.noStrategy': 'The AI returned no strategy. Please try again.',
  'ai.emptyAnswer': 'The AI returned an empty answer. Please try again.',
  'ai.assistantTimeout': 'The assistant took too long to answer. Please try again.',
  'ai.rateLimited': (p: { seconds: number }) =>
    `The AI service is receiving too many requests right now. Please try again in ${p.seconds} seconds.`,
  'ai.quotaExhausted':
    "The AI service is unavailable: this site's OpenAI quota or billing is used up, which the site's operator has to fix. Waiting will not help; your allowance was not used.",
  'ai.declined': (p: { reason: string }) => `The AI declined to answer: ${p.reason}`,
  'ai.filtered': "The AI's safety filter stopped this answer. Please rephrase your request.",
  'ai.incomplete': "The AI's answer was cut off before its end, so it was not shown and your allowance was not used. Please try again.",
  'ai.failedMidAnswer': (p: { detail: string }) =>
    `The AI service failed while answering (${p.detail}). Your allowance was not used; please try again.`,

  // Campaigns
  'campaign.notFound': 'Campaign not found.',
  'campaign.notInAccount': 'No campaign with this id in your account.',
  'campaign.editInGoogleAds': 'This campaign is already in Google Ads. Change its ads and keywords there; only the name can change here.',
  'campaign.editNoStrategy': 'This campaign has no strategy yet, so there is nothing to edit. Generate it again from the dashboard.',
  'campaign.nothingToChange': 'Nothing to change: send at least one field.',
  'campaign.exportNoStrategy': 'This campaign has no strategy yet, so there is nothing to export.',
  'campaign.exportPremium': 'Export tools are part of the Premium plan. Upgrade to Premium to use them.',

  // Google Ads: creation
  'googleAds.creating': 'This campaign is being created in Google Ads right now. Wait a moment, then check your campaign list.',
  'googleAds.premiumRequired': 'Creating campaigns in Google Ads is part of the Premium plan. Upgrade to Premium to use it.',
  'googleAds.tokenInvalid': 'Your Google Ads authorization is no longer valid. Connect Google Ads again to continue.',
  'googleAds.tokenRevoked':
    'Your Google Ads authorization is no longer valid (it was revoked or has expired). Connect Google Ads again to continue.',
  'googleAds.notConnected': 'Connect your Google Ads account to create campaigns in it.',
  'googleAds.missingFields': 'This campaign is missing form fields. Edit it and save it again before creating it in Google Ads.',
  'googleAds.alreadyCreated':
    'This campaign is already in your Google Ads account (paused). Review it there and enable it when you are ready.',
  'googleAds.noRate': (p: { currency: string }) => `We have no exchange rate for ${p.currency}. Enter one in the review before creating.`,
  'googleAds.belowMinimum': (p: { amount: number; minimum: number; currency: string }) =>
    `The daily budget (${p.amount} ${p.currency}) is below Google's minimum of ${p.minimum} ${p.currency} a day. Raise the weekly budget.`,
  'googleAds.landingRequired':
    'Add your landing page (the page people reach when they click your ad) to create the campaign in Google Ads.',
  'googleAds.noLocation': 'The campaign needs at least one location.',
  'googleAds.noUsableKeywords': 'None of the keywords can be used in Google Ads. Use plain words, up to 10 words and 80 characters each.',
  'googleAds.languageUnknown': (p: { language: string }) =>
    `We couldn't match the language "${p.language}" to a Google Ads language. Use a name like English, Spanish or Portuguese.`,
  'googleAds.locationUnknown': (p: { location: string }) =>
    `We couldn't match the location "${p.location}" to a Google Ads location. Include the country, for example "Buenos Aires, Argentina" or "Spain".`,
  'googleAds.noActiveAccount':
    'The Google account you connected has no active Google Ads account that can hold campaigns. Create one at ads.google.com, or connect another Google account.',
  'googleAds.noAdsAccount':
    'The Google account you connected has no Google Ads account. Create one at ads.google.com, or connect another Google account.',
  'googleAds.cannotManage': "The Google account you connected can't manage this Google Ads account. Connect an account with access to it.",
  'googleAds.accountNotReady':
    'Your Google Ads account is not ready to create campaigns yet. Finish its setup (billing and terms) at ads.google.com, then try again.',
  'googleAds.rateLimited': 'Google Ads is limiting requests right now. Please try again in a few minutes.',
  'googleAds.policy': (p: { said: string }) =>
    `Google Ads rejected the ad text under its advertising policies. Edit the form or strategy and try again.${p.said ? ` Google Ads says: "${p.said}"` : ''}`,
  'googleAds.rejected': (p: { said: string }) =>
    `Google Ads did not accept the campaign, so nothing was created.${p.said ? ` Google Ads says: "${p.said}"` : ''}`,
  'googleAds.accessTest': (p: { url: string }) =>
    `This app's Google Cloud project has Test access to the Google Ads API, which works only with test accounts, so nothing was created. The app's operator needs Explorer access or higher, applied for on the Google Ads API Overview page of the Cloud console (${p.url}).`,
  'googleAds.accessExplorer': (p: { url: string }) =>
    `This app's Google Cloud project has Explorer access to the Google Ads API, which does not include this service (keyword planning needs Basic access). The app's operator can apply for Basic access on the Google Ads API Overview page of the Cloud console (${p.url}).`,
  'googleAds.accessDisabled': (p: { url: string }) =>
    `The Google Ads API is not enabled in this app's Google Cloud project, so nothing was created. The app's operator needs to enable it (${p.url}).`,
  'googleAds.accessToken': (p: { url: string }) =>
    `Google Ads refused this app's API access settings, so nothing was created. The app's operator should check the Cloud project's access level on the Google Ads API Overview page (${p.url}).`,
  'googleAds.timeout': 'Google Ads took too long to answer. Please try again.',
  'googleAds.unreachable': "We couldn't reach Google Ads. Please try again in a few minutes.",
  'googleAds.createFailed': "We couldn't create the campaign in Google Ads. Please try again.",
  'googleAds.notConfirmed': 'Google Ads did not confirm the new campaign. Check your Google Ads account before trying again.',
  'googleAds.created':
    'Campaign created in your Google Ads account. It is paused: review it in Google Ads and enable it when you are ready.',
  // Google Ads: the pre-flight review (its problems with their fix, and its notes)
  'preflight.landingMissing': 'Your ads need a landing page: the page people reach when they click.',
  'preflight.landingMissingFix': 'Enter your landing page (https://…) below.',
  'preflight.alreadyCreatedFix': 'Open Google Ads to review and enable it.',
  'preflight.rateUnknown': (p: { currency: string }) => `We have no exchange rate for ${p.currency}.`,
  'preflight.rateUnknownFix': (p: { currency: string }) => `Enter how many ${p.currency} make one US dollar.`,
  'preflight.belowMinimum': (p: { amount: string; minimum: string }) =>
    `The daily budget (${p.amount}) is below Google's minimum of ${p.minimum} a day.`,
  'preflight.belowMinimumFix': 'Raise the weekly budget, or check the exchange rate.',
  'preflight.noKeywordsFix': 'Edit the campaign keywords.',
  'preflight.assets.fewSitelinks': (p: { count: number }) =>
    `${p.count === 0 ? 'No sitelinks' : p.count === 1 ? 'Only 1 sitelink' : `Only ${p.count} sitelinks`}: Google shows them best with 4 or more, each to a different page of your site. Add pages in the form's links or on the Your business page.`,
  'preflight.assets.callCountryUnknown':
    "No call button: we could not tell your phone number's country. Write it with its country code (+54 …) or pick your place from the suggestions.",
  'preflight.assets.messageAllowlist':
    'WhatsApp button: Google allows it only for accounts on its allowlist. If your account is not, it is left out and the campaign is created without it; customers still reach your WhatsApp from your website.',
  'preflight.assets.fewPrices': (p: { count: number }) =>
    `No price list: Google needs at least 3 prices and we found ${p.count}. Add prices to the offers on the Your business page.`,
  'googleAds.whatsappLeftOut':
    'Google did not allow the WhatsApp button for this account (it is on an allowlist), so it was left out; the rest of the campaign is created.',
  'preflight.typeNote': (p: { type: string }) =>
    `You chose ${p.type}. Pautia creates Search campaigns: this one will be a Search campaign, with the same keywords, ads and budget.`,
  'preflight.maximizeConversions': 'Maximize conversions',
  'preflight.maximizeClicks': 'Maximize clicks',
  'preflight.conversionsReason': 'Your account measures conversions, so Google bids for them.',
  'preflight.clicksReason':
    'Your account has no conversion actions yet, so Google bids for clicks. Set up conversion tracking in Google Ads to bid for conversions.',
  'preflight.radius': (p: { km: number; place: string }) => `${p.km} km around ${p.place}`,
  // Google Ads: authorization
  'oauth.unreachable': "We couldn't reach Google to finish the authorization. Please try again.",
  'oauth.codeExpired': 'The authorization code expired or was already used. Please try again.',
  'oauth.refused': 'Google refused the authorization. Please try again.',
  'oauth.scopeMissing': 'Access to Google Ads was not granted. Please allow it on the consent screen.',
  'oauth.noOffline': 'Google did not grant offline access. Please try again.',
  // Google Ads: the authorization's return (`?status=error&reason=…`, in the language of the browser that started it)
  'oauth.invalidState': 'The authorization request is invalid. Please start the connection again.',
  'oauth.usedState': 'This authorization was already used. Please start the connection again.',
  'oauth.expiredState': 'The authorization request expired. Please start the connection again.',
  'oauth.denied': 'Access to Google Ads was denied.',
  'oauth.googleError': 'Google could not complete the authorization. Please try again.',
  'oauth.missingCode': 'Google did not return an authorization code. Please try again.',
  'oauth.failed': "We couldn't save the Google Ads connection. Please try again.",
  'oauth.otherBrowser': 'This connection was started in another browser. Please start it again here.',

  // Results (Premium)
  'results.premium': 'Campaign results and one-click fixes are part of the Premium plan. Upgrade to Premium to use them.',
  'results.notInGoogleAds': 'This campaign is not in Google Ads yet. Create it in Google Ads first; its results appear here afterwards.',
  'results.notConnected': 'Connect your Google Ads account to see this campaign’s results.',
  'results.quotaUser':
    "You have used today's Google Ads requests for your account. Figures refresh tomorrow; your campaign keeps running meanwhile.",
  'results.quotaApp':
    'Pautia has used all the Google Ads requests Google allows it today. Figures refresh tomorrow; your campaign keeps running meanwhile.',
  'results.suggestionStale':
    'This suggestion is out of date: it was already applied, or the figures changed. Refresh the results and try again.',
  'results.budgetRange': 'The daily budget must be between 0.01 and 100,000.',
  'results.minHeadlines': 'A responsive search ad needs at least 3 headlines.',
  'results.variantLines': 'Ad B needs at least 3 headlines and 2 descriptions.',
  'results.alreadyEnabled': 'The campaign is already enabled in Google Ads.',
  'results.alreadyPaused': 'The campaign is already paused in Google Ads.',
  'results.adGone': 'Google Ads could not find this ad any more, so nothing was changed. Refresh the results.',
  'results.keywordGone': 'Google Ads could not find this keyword any more, so nothing was changed. Refresh the results.',
  'results.campaignGone': 'Google Ads could not find this campaign in your account. It may have been removed.',
  'results.undoUnavailable': 'This change can no longer be undone: it was already undone, is older than 30 days, or was not applied.',
  'results.changeNotFound': 'This change is not in the campaign’s history.',
  'results.itemsUnknown': 'items: tick items of this suggestion (search terms or headlines it lists).',
  'results.itemsNone': 'items: tick at least one item to apply.',

  // Billing
  'billing.priceUnknown': 'priceId: this price is not offered. Pick a plan on the Pricing page.',
  'billing.emailMismatch': 'Checkout must use the e-mail of the signed-in account.',
  'billing.alreadyOnPlan': (p: { plan: string }) => `You are already on the ${p.plan} plan. Pick a higher plan to upgrade.`,
  'billing.trialUsed': 'You have already had your free trial. Pick Pro or Premium to subscribe.',
  'billing.sessionReplaced': 'This checkout was replaced by a newer one and can no longer be paid. Start again from the Pricing page.',
  'billing.freeNoCancel': 'You are on the Free plan: there is no subscription to cancel.',
  'billing.alreadyCanceling': 'Your subscription is already set to cancel at the end of the current period.',
  'billing.freeNoResume': 'You are on the Free plan: there is no subscription to resume.',
  'billing.notCanceling': 'Your subscription is not set to cancel: there is nothing to resume.',
  'billing.localOrigin': 'Open the app on localhost, or set PUBLIC_URL, to start a local checkout.',
  'billing.noCheckoutUrl': 'Stripe did not return a checkout URL.',
  'billing.providerTimeout': 'The payment provider did not answer. Please try again.',
  'billing.providerRefused': 'The payment provider refused the request. Please try again later.',
  'billing.noSubscription': 'No such subscription.',
  'billing.subscriptionEnded': 'This subscription has already ended.',
  'billing.priceGone': 'This price is no longer offered.',
  // Subscriptions: the `message` of the status, cancel and resume answers
  'billing.status.free': "You're on the Free plan.",
  'billing.status.trialEnding': 'Your free trial ends at the end of the current period.',
  'billing.status.trialActive': 'Your free trial is active.',
  'billing.status.ending': 'Your subscription ends at the end of the current period.',
  'billing.status.active': 'Your subscription is active.',
  'billing.status.pastDue': 'Your last payment failed. Please update your payment method.',
  'billing.status.ended': "Your subscription has ended. You're on the Free plan.",
  'billing.status.onHold': (p: { plan: string }) =>
    `Payment failed — your ${p.plan} is on hold. Update your payment method to get it back; until then you have the Free plan's features.`,
  'billing.paymentPending': 'Your last payment failed. Update your payment method from My Plan (Manage billing) before changing plans.',
  'billing.noCustomer': 'There is no billing account yet: subscribe to a plan first.',
  'billing.canceled': (p: { plan: string }) => `You keep ${p.plan} until the end of the current period.`,
  'billing.resumed': (p: { plan: string }) => `Your ${p.plan} subscription will renew as usual.`,
};

export const errors = section({
  en,
  voseo: {
    'request.invalid': (p) => `Solicitud no válida. ${p.issues}.`,
    'request.field': (p) => `${p.field}: ${p.problem}.`,
    'request.bodyTooLarge': 'El cuerpo de la solicitud supera los 100 KB.',
    'request.bodyNotJson': 'El cuerpo de la solicitud no es un JSON válido.',
    'request.bodyTooDeep': 'El cuerpo de la solicitud tiene demasiados niveles anidados.',
    'request.bodyBadUnicode': 'El cuerpo de la solicitud tiene texto Unicode no válido.',
    'request.bodyNotJsonType': 'Mandá el cuerpo de la solicitud como application/json.',
    'request.encodingUnsupported': 'No aceptamos la codificación del cuerpo de la solicitud.',
    'request.unreadable': 'No pudimos leer la solicitud.',
    'request.textBadUnicode': 'Solicitud no válida. El texto tiene caracteres que no son Unicode válido.',
    'request.noEndpoint': (p) => `No existe esta ruta: ${p.method} ${p.path}`,
    'request.returnTo': 'Solicitud no válida. returnTo: tiene que ser una ruta de este sitio, como /integrations/google-ads.',
    'request.format': (p) => `format: tiene que ser uno de estos: ${p.formats}.`,

    'server.internal': 'Algo falló de nuestro lado. Probá de nuevo.',
    'server.notConfigured': (p) => `A este servidor le falta la configuración ${p.setting}.`,

    'auth.noToken': 'Iniciá sesión para continuar: la solicitud no tiene un token de ID.',
    'auth.sessionInvalid': 'Tu sesión no es válida o venció. Volvé a iniciar sesión.',
    'auth.signIn': 'Iniciá sesión para continuar.',
    'auth.forbidden': 'Solo podés acceder a tu propia cuenta.',
    'auth.freeLimit': (p) =>
      `Ya usaste todo lo que incluye el plan Gratis (${p.campaigns} estrategia de campaña y ${p.aiQueries} consultas a la IA). Mejorá tu plan para seguir creando campañas y chateando.`,
    'account.notFound': 'No encontramos tu cuenta. Volvé a iniciar sesión.',

    'limit.campaigns': 'Ya usaste todas las campañas que incluye tu plan.',
    'rateLimit.support': (p) => `Demasiados pedidos de soporte en poco tiempo. Será posible enviar otro dentro de ${p.minutes} minutos.`,
    'rateLimit.conversations': (p) =>
      `Demasiadas conversaciones nuevas en poco tiempo. Será posible empezar otra dentro de ${p.minutes} minutos.`,
    'limit.aiQueries': 'Ya usaste todas las consultas a la IA que incluye tu plan.',
    'limit.keywordResearch': 'Ya usaste todas las búsquedas de palabras clave que incluye tu plan.',
    'limit.freeKeywordIdeas': (p) =>
      `Ya usaste las ${p.count} búsquedas de palabras clave gratis de hoy. Probá de nuevo mañana, o mejorá tu plan para tener más.`,

    'ai.timeout': 'La IA tardó demasiado en responder. Probá de nuevo.',
    'ai.failed': 'El servicio de IA no pudo responder. Probá de nuevo.',
    'ai.failedStatus': (p) => `El servicio de IA no pudo responder (HTTP ${p.status}). Probá de nuevo.`,
    'ai.noStrategy': 'La IA no devolvió ninguna estrategia. Probá de nuevo.',
    'ai.emptyAnswer': 'La IA devolvió una respuesta vacía. Probá de nuevo.',
    'ai.assistantTimeout': 'El asistente tardó demasiado en responder. Probá de nuevo.',
    'ai.rateLimited': (p) => `El servicio de IA está recibiendo demasiados pedidos ahora. Probá de nuevo en ${p.seconds} segundos.`,
    'ai.quotaExhausted':
      'El servicio de IA no está disponible: se agotó la cuota o el saldo de OpenAI de este sitio, y lo tiene que resolver quien lo administra. Esperar no lo arregla; no se descontó nada de tu plan.',
    'ai.declined': (p) => `La IA se negó a responder: ${p.reason}`,
    'ai.filtered': 'El filtro de seguridad de la IA frenó esta respuesta. Probá reformular tu pedido.',
    'ai.incomplete': 'La respuesta de la IA se cortó antes de terminar, así que no se mostró y no se descontó de tu plan. Probá de nuevo.',
    'ai.failedMidAnswer': (p) => `El servicio de IA falló mientras respondía (${p.detail}). No se descontó de tu plan; probá de nuevo.`,

    'campaign.notFound': 'No encontramos la campaña.',
    'campaign.notInAccount': 'No hay ninguna campaña con este id en tu cuenta.',
    'campaign.editInGoogleAds':
      'Esta campaña ya está en Google Ads. Cambiá sus anuncios y palabras clave allá; acá solo se puede cambiar el nombre.',
    'campaign.editNoStrategy':
      'Esta campaña todavía no tiene estrategia, así que no hay nada para editar. Generala de nuevo desde el panel.',
    'campaign.nothingToChange': 'No hay nada para cambiar: mandá al menos un campo.',
    'campaign.exportNoStrategy': 'Esta campaña todavía no tiene estrategia, así que no hay nada para exportar.',
    'campaign.exportPremium': 'Las herramientas de exportación son parte del plan Premium. Pasate a Premium para usarlas.',

    'googleAds.creating':
      'Esta campaña se está creando en Google Ads en este momento. Esperá un momento y después revisá tu lista de campañas.',
    'googleAds.premiumRequired': 'Crear campañas en Google Ads es parte del plan Premium. Pasate a Premium para usarlo.',
    'googleAds.tokenInvalid': 'Tu autorización de Google Ads ya no es válida. Volvé a conectar Google Ads para continuar.',
    'googleAds.tokenRevoked':
      'Tu autorización de Google Ads ya no es válida (se revocó o venció). Volvé a conectar Google Ads para continuar.',
    'googleAds.notConnected': 'Conectá tu cuenta de Google Ads para crear campañas en ella.',
    'googleAds.missingFields':
      'A esta campaña le faltan campos del formulario. Editala y guardala de nuevo antes de crearla en Google Ads.',
    'googleAds.alreadyCreated': 'Esta campaña ya está en tu cuenta de Google Ads (en pausa). Revisala allá y activala cuando estés listo.',
    'googleAds.noRate': (p) => `No tenemos un tipo de cambio para ${p.currency}. Ingresá uno en la revisión antes de crear la campaña.`,
    'googleAds.belowMinimum': (p) =>
      `El presupuesto diario (${p.amount} ${p.currency}) está por debajo del mínimo de Google, ${p.minimum} ${p.currency} por día. Subí el presupuesto semanal.`,
    'googleAds.landingRequired':
      'Agregá tu página de destino (la página a la que llega la gente cuando hace clic en tu anuncio) para crear la campaña en Google Ads.',
    'googleAds.noLocation': 'La campaña necesita al menos una ubicación.',
    'googleAds.noUsableKeywords':
      'Ninguna de las palabras clave se puede usar en Google Ads. Usá palabras simples: hasta 10 palabras y 80 caracteres cada una.',
    'googleAds.languageUnknown': (p) =>
      `No pudimos asociar el idioma "${p.language}" con un idioma de Google Ads. Usá un nombre como inglés, español o portugués.`,
    'googleAds.locationUnknown': (p) =>
      `No pudimos asociar la ubicación "${p.location}" con una ubicación de Google Ads. Incluí el país, por ejemplo "Buenos Aires, Argentina" o "España".`,
    'googleAds.noActiveAccount':
      'La cuenta de Google que conectaste no tiene ninguna cuenta de Google Ads activa que pueda tener campañas. Creá una en ads.google.com o conectá otra cuenta de Google.',
    'googleAds.noAdsAccount':
      'La cuenta de Google que conectaste no tiene cuenta de Google Ads. Creá una en ads.google.com o conectá otra cuenta de Google.',
    'googleAds.cannotManage':
      'La cuenta de Google que conectaste no puede administrar esta cuenta de Google Ads. Conectá una cuenta que tenga acceso.',
    'googleAds.accountNotReady':
      'Tu cuenta de Google Ads todavía no está lista para crear campañas. Terminá de configurarla (facturación y condiciones) en ads.google.com y probá de nuevo.',
    'googleAds.rateLimited': 'Google Ads está limitando las solicitudes en este momento. Probá de nuevo en unos minutos.',
    'googleAds.policy': (p) =>
      `Google Ads rechazó el texto del anuncio por sus políticas de publicidad. Editá el formulario o la estrategia y probá de nuevo.${p.said ? ` Google Ads dice: "${p.said}"` : ''}`,
    'googleAds.rejected': (p) =>
      `Google Ads no aceptó la campaña, así que no se creó nada.${p.said ? ` Google Ads dice: "${p.said}"` : ''}`,
    'googleAds.accessTest': (p) =>
      `El proyecto de Google Cloud de esta app tiene acceso de prueba (Test) a la API de Google Ads, que solo funciona con cuentas de prueba, así que no se creó nada. Quien opera la app necesita acceso Explorer o superior, que se pide en la página Google Ads API Overview de la consola de Cloud (${p.url}).`,
    'googleAds.accessExplorer': (p) =>
      `El proyecto de Google Cloud de esta app tiene acceso Explorer a la API de Google Ads, que no incluye este servicio (la planificación de palabras clave necesita acceso Basic). Quien opera la app puede pedir acceso Basic en la página Google Ads API Overview de la consola de Cloud (${p.url}).`,
    'googleAds.accessDisabled': (p) =>
      `La API de Google Ads no está habilitada en el proyecto de Google Cloud de esta app, así que no se creó nada. Quien opera la app tiene que habilitarla (${p.url}).`,
    'googleAds.accessToken': (p) =>
      `Google Ads rechazó la configuración de acceso a la API de esta app, así que no se creó nada. Quien opera la app tiene que revisar el nivel de acceso del proyecto de Cloud en la página Google Ads API Overview (${p.url}).`,
    'googleAds.timeout': 'Google Ads tardó demasiado en responder. Probá de nuevo.',
    'googleAds.unreachable': 'No pudimos comunicarnos con Google Ads. Probá de nuevo en unos minutos.',
    'googleAds.createFailed': 'No pudimos crear la campaña en Google Ads. Probá de nuevo.',
    'googleAds.notConfirmed': 'Google Ads no confirmó la campaña nueva. Revisá tu cuenta de Google Ads antes de volver a intentarlo.',
    'googleAds.created': 'Campaña creada en tu cuenta de Google Ads. Está en pausa: revisala en Google Ads y activala cuando estés listo.',
    'preflight.landingMissing': 'Tus anuncios necesitan una página de destino: la página a la que llega la gente cuando hace clic.',
    'preflight.landingMissingFix': 'Ingresá tu página de destino (https://…) acá abajo.',
    'preflight.alreadyCreatedFix': 'Abrí Google Ads para revisarla y activarla.',
    'preflight.rateUnknown': (p) => `No tenemos un tipo de cambio para ${p.currency}.`,
    'preflight.rateUnknownFix': (p) => `Ingresá cuántos ${p.currency} equivalen a un dólar estadounidense.`,
    'preflight.belowMinimum': (p) => `El presupuesto diario (${p.amount}) está por debajo del mínimo de Google, ${p.minimum} por día.`,
    'preflight.belowMinimumFix': 'Subí el presupuesto semanal o revisá el tipo de cambio.',
    'preflight.noKeywordsFix': 'Editá las palabras clave de la campaña.',
    'preflight.assets.fewSitelinks': (p) =>
      `${p.count === 0 ? 'Sin vínculos a sitios' : p.count === 1 ? 'Solo 1 vínculo a sitio' : `Solo ${p.count} vínculos a sitios`}: Google los muestra mejor con 4 o más, cada uno a una página distinta de tu sitio. Sumá páginas en los enlaces del formulario o en la página Tu negocio.`,
    'preflight.assets.callCountryUnknown':
      'Sin botón de llamada: no pudimos saber de qué país es tu teléfono. Escribilo con el código de país (+54 …) o elegí tu lugar de las sugerencias.',
    'preflight.assets.messageAllowlist':
      'Botón de WhatsApp: Google lo permite solo a cuentas de su lista autorizada. Si la tuya no está, se deja afuera y la campaña se crea sin él; tus clientes igual llegan a tu WhatsApp desde tu sitio.',
    'preflight.assets.fewPrices': (p) =>
      `Sin lista de precios: Google necesita al menos 3 precios y encontramos ${p.count}. Sumá precios a las ofertas en la página Tu negocio.`,
    'googleAds.whatsappLeftOut':
      'Google no permitió el botón de WhatsApp en esta cuenta (está sujeto a una lista autorizada), así que se dejó afuera; el resto de la campaña se creó.',
    'preflight.typeNote': (p) =>
      `Elegiste ${p.type}. Pautia crea campañas de Búsqueda: esta va a ser una campaña de Búsqueda, con las mismas palabras clave, anuncios y presupuesto.`,
    'preflight.maximizeConversions': 'Maximizar conversiones',
    'preflight.maximizeClicks': 'Maximizar clics',
    'preflight.conversionsReason': 'Tu cuenta mide conversiones, así que Google puja por ellas.',
    'preflight.clicksReason':
      'Tu cuenta todavía no tiene acciones de conversión, así que Google puja por clics. Configurá el seguimiento de conversiones en Google Ads para pujar por conversiones.',
    'preflight.radius': (p) => `${p.km} km alrededor de ${p.place}`,
    'oauth.unreachable': 'No pudimos comunicarnos con Google para terminar la autorización. Probá de nuevo.',
    'oauth.codeExpired': 'El código de autorización venció o ya se usó. Probá de nuevo.',
    'oauth.refused': 'Google rechazó la autorización. Probá de nuevo.',
    'oauth.scopeMissing': 'No se dio acceso a Google Ads. Permitilo en la pantalla de consentimiento.',
    'oauth.noOffline': 'Google no dio acceso sin conexión. Probá de nuevo.',
    'oauth.invalidState': 'La solicitud de autorización no es válida. Volvé a empezar la conexión.',
    'oauth.usedState': 'Esta autorización ya se usó. Volvé a empezar la conexión.',
    'oauth.expiredState': 'La solicitud de autorización venció. Volvé a empezar la conexión.',
    'oauth.denied': 'Se denegó el acceso a Google Ads.',
    'oauth.googleError': 'Google no pudo completar la autorización. Probá de nuevo.',
    'oauth.missingCode': 'Google no devolvió un código de autorización. Probá de nuevo.',
    'oauth.failed': 'No pudimos guardar la conexión con Google Ads. Probá de nuevo.',
    'oauth.otherBrowser': 'Esta conexión se empezó en otro navegador. Volvé a empezarla acá.',

    'results.premium': 'Los resultados de campañas y las mejoras con un clic son parte del plan Premium. Pasate a Premium para usarlos.',
    'results.notInGoogleAds':
      'Esta campaña todavía no está en Google Ads. Primero creala en Google Ads; después sus resultados aparecen acá.',
    'results.notConnected': 'Conectá tu cuenta de Google Ads para ver los resultados de esta campaña.',
    'results.quotaUser':
      'Ya usaste las solicitudes de hoy a Google Ads de tu cuenta. Las cifras se actualizan mañana; mientras tanto, tu campaña sigue funcionando.',
    'results.quotaApp':
      'Pautia ya usó todas las solicitudes a Google Ads que Google le permite hoy. Las cifras se actualizan mañana; mientras tanto, tu campaña sigue funcionando.',
    'results.suggestionStale':
      'Esta sugerencia está desactualizada: ya se aplicó o las cifras cambiaron. Actualizá los resultados y probá de nuevo.',
    'results.budgetRange': 'El presupuesto diario tiene que estar entre 0,01 y 100.000.',
    'results.minHeadlines': 'Un anuncio de búsqueda adaptable necesita al menos 3 títulos.',
    'results.variantLines': 'El anuncio B necesita al menos 3 títulos y 2 descripciones.',
    'results.alreadyEnabled': 'La campaña ya está activa en Google Ads.',
    'results.alreadyPaused': 'La campaña ya está en pausa en Google Ads.',
    'results.adGone': 'Google Ads ya no encuentra este anuncio, así que no se cambió nada. Actualizá los resultados.',
    'results.keywordGone': 'Google Ads ya no encuentra esta palabra clave, así que no se cambió nada. Actualizá los resultados.',
    'results.campaignGone': 'Google Ads no encuentra esta campaña en tu cuenta. Puede que la hayan eliminado.',
    'results.undoUnavailable': 'Este cambio ya no se puede deshacer: ya se deshizo, tiene más de 30 días o no se aplicó.',
    'results.changeNotFound': 'Este cambio no está en el historial de la campaña.',
    'results.itemsUnknown': 'items: marcá elementos de esta sugerencia (las búsquedas o los títulos que lista).',
    'results.itemsNone': 'items: marcá al menos un elemento para aplicar.',

    'billing.priceUnknown': 'priceId: este precio no se ofrece. Elegí un plan en la página de precios.',
    'billing.emailMismatch': 'El pago tiene que usar el e-mail de la cuenta con la que iniciaste sesión.',
    'billing.alreadyOnPlan': (p) => `Ya estás en el plan ${p.plan}. Elegí un plan superior para mejorar.`,
    'billing.trialUsed': 'Ya usaste tu prueba gratis. Elegí Pro o Premium para suscribirte.',
    'billing.sessionReplaced':
      'Este pago fue reemplazado por uno más nuevo y ya no se puede pagar. Empezá de nuevo desde la página de precios.',
    'billing.freeNoCancel': 'Estás en el plan Gratis: no hay ninguna suscripción para cancelar.',
    'billing.alreadyCanceling': 'Tu suscripción ya está programada para cancelarse al final del período actual.',
    'billing.freeNoResume': 'Estás en el plan Gratis: no hay ninguna suscripción para reanudar.',
    'billing.notCanceling': 'Tu suscripción no está programada para cancelarse: no hay nada para reanudar.',
    'billing.localOrigin': 'Abrí la app en localhost, o configurá PUBLIC_URL, para empezar un pago local.',
    'billing.noCheckoutUrl': 'Stripe no devolvió una URL de pago.',
    'billing.providerTimeout': 'El proveedor de pagos no respondió. Probá de nuevo.',
    'billing.providerRefused': 'El proveedor de pagos rechazó la solicitud. Probá de nuevo más tarde.',
    'billing.noSubscription': 'No existe esa suscripción.',
    'billing.subscriptionEnded': 'Esta suscripción ya terminó.',
    'billing.priceGone': 'Este precio ya no se ofrece.',
    'billing.status.free': 'Estás en el plan Gratis.',
    'billing.status.trialEnding': 'Tu prueba gratis termina al final del período actual.',
    'billing.status.trialActive': 'Tu prueba gratis está activa.',
    'billing.status.ending': 'Tu suscripción termina al final del período actual.',
    'billing.status.active': 'Tu suscripción está activa.',
    'billing.status.pastDue': 'Falló tu último pago. Actualizá tu medio de pago.',
    'billing.status.ended': 'Tu suscripción terminó. Estás en el plan Gratis.',
    'billing.status.onHold': (p) =>
      `El pago falló — tu ${p.plan} está en pausa. Actualizá tu medio de pago para recuperarlo; mientras tanto tenés las funciones del plan Gratis.`,
    'billing.paymentPending':
      'Falló tu último pago. Actualizá tu medio de pago desde Mi plan (Administrar facturación) antes de cambiar de plan.',
    'billing.noCustomer': 'Todavía no tenés una cuenta de facturación: suscribite a un plan primero.',
    'billing.canceled': (p) => `Conservás el plan ${p.plan} hasta el final del período actual.`,
    'billing.resumed': (p) => `Tu suscripción al plan ${p.plan} se va a renovar como siempre.`,
  },
  tuteo: {
    'request.bodyNotJsonType': 'Manda el cuerpo de la solicitud como application/json.',
    'server.internal': 'Algo falló de nuestro lado. Prueba de nuevo.',
    'auth.noToken': 'Inicia sesión para continuar: la solicitud no tiene un token de ID.',
    'auth.sessionInvalid': 'Tu sesión no es válida o venció. Vuelve a iniciar sesión.',
    'auth.signIn': 'Inicia sesión para continuar.',
    'auth.forbidden': 'Solo puedes acceder a tu propia cuenta.',
    'auth.freeLimit': (p) =>
      `Ya usaste todo lo que incluye el plan Gratis (${p.campaigns} estrategia de campaña y ${p.aiQueries} consultas a la IA). Mejora tu plan para seguir creando campañas y chateando.`,
    'account.notFound': 'No encontramos tu cuenta. Vuelve a iniciar sesión.',
    'limit.freeKeywordIdeas': (p) =>
      `Ya usaste las ${p.count} búsquedas de palabras clave gratis de hoy. Prueba de nuevo mañana, o mejora tu plan para tener más.`,
    'ai.timeout': 'La IA tardó demasiado en responder. Prueba de nuevo.',
    'ai.failed': 'El servicio de IA no pudo responder. Prueba de nuevo.',
    'ai.failedStatus': (p) => `El servicio de IA no pudo responder (HTTP ${p.status}). Prueba de nuevo.`,
    'ai.noStrategy': 'La IA no devolvió ninguna estrategia. Prueba de nuevo.',
    'ai.emptyAnswer': 'La IA devolvió una respuesta vacía. Prueba de nuevo.',
    'ai.assistantTimeout': 'El asistente tardó demasiado en responder. Prueba de nuevo.',
    'ai.rateLimited': (p) => `El servicio de IA está recibiendo demasiados pedidos ahora. Prueba de nuevo en ${p.seconds} segundos.`,
    'ai.filtered': 'El filtro de seguridad de la IA frenó esta respuesta. Prueba reformular tu pedido.',
    'ai.incomplete': 'La respuesta de la IA se cortó antes de terminar, así que no se mostró y no se descontó de tu plan. Prueba de nuevo.',
    'ai.failedMidAnswer': (p) => `El servicio de IA falló mientras respondía (${p.detail}). No se descontó de tu plan; prueba de nuevo.`,
    'campaign.editInGoogleAds':
      'Esta campaña ya está en Google Ads. Cambia sus anuncios y palabras clave allá; acá solo se puede cambiar el nombre.',
    'campaign.editNoStrategy':
      'Esta campaña todavía no tiene estrategia, así que no hay nada para editar. Genérala de nuevo desde el panel.',
    'campaign.nothingToChange': 'No hay nada para cambiar: manda al menos un campo.',
    'campaign.exportPremium': 'Las herramientas de exportación son parte del plan Premium. Pásate a Premium para usarlas.',
    'googleAds.creating':
      'Esta campaña se está creando en Google Ads en este momento. Espera un momento y después revisa tu lista de campañas.',
    'googleAds.premiumRequired': 'Crear campañas en Google Ads es parte del plan Premium. Pásate a Premium para usarlo.',
    'googleAds.tokenInvalid': 'Tu autorización de Google Ads ya no es válida. Vuelve a conectar Google Ads para continuar.',
    'googleAds.tokenRevoked':
      'Tu autorización de Google Ads ya no es válida (se revocó o venció). Vuelve a conectar Google Ads para continuar.',
    'googleAds.notConnected': 'Conecta tu cuenta de Google Ads para crear campañas en ella.',
    'googleAds.missingFields':
      'A esta campaña le faltan campos del formulario. Edítala y guárdala de nuevo antes de crearla en Google Ads.',
    'googleAds.alreadyCreated': 'Esta campaña ya está en tu cuenta de Google Ads (en pausa). Revísala allá y actívala cuando estés listo.',
    'googleAds.noRate': (p) => `No tenemos un tipo de cambio para ${p.currency}. Ingresa uno en la revisión antes de crear la campaña.`,
    'googleAds.belowMinimum': (p) =>
      `El presupuesto diario (${p.amount} ${p.currency}) está por debajo del mínimo de Google, ${p.minimum} ${p.currency} por día. Sube el presupuesto semanal.`,
    'googleAds.landingRequired':
      'Agrega tu página de destino (la página a la que llega la gente cuando hace clic en tu anuncio) para crear la campaña en Google Ads.',
    'googleAds.noUsableKeywords':
      'Ninguna de las palabras clave se puede usar en Google Ads. Usa palabras simples: hasta 10 palabras y 80 caracteres cada una.',
    'googleAds.languageUnknown': (p) =>
      `No pudimos asociar el idioma "${p.language}" con un idioma de Google Ads. Usa un nombre como inglés, español o portugués.`,
    'googleAds.locationUnknown': (p) =>
      `No pudimos asociar la ubicación "${p.location}" con una ubicación de Google Ads. Incluye el país, por ejemplo "Buenos Aires, Argentina" o "España".`,
    'googleAds.noActiveAccount':
      'La cuenta de Google que conectaste no tiene ninguna cuenta de Google Ads activa que pueda tener campañas. Crea una en ads.google.com o conecta otra cuenta de Google.',
    'googleAds.noAdsAccount':
      'La cuenta de Google que conectaste no tiene cuenta de Google Ads. Crea una en ads.google.com o conecta otra cuenta de Google.',
    'googleAds.cannotManage':
      'La cuenta de Google que conectaste no puede administrar esta cuenta de Google Ads. Conecta una cuenta que tenga acceso.',
    'googleAds.accountNotReady':
      'Tu cuenta de Google Ads todavía no está lista para crear campañas. Termina de configurarla (facturación y condiciones) en ads.google.com y prueba de nuevo.',
    'googleAds.rateLimited': 'Google Ads está limitando las solicitudes en este momento. Prueba de nuevo en unos minutos.',
    'googleAds.policy': (p) =>
      `Google Ads rechazó el texto del anuncio por sus políticas de publicidad. Edita el formulario o la estrategia y prueba de nuevo.${p.said ? ` Google Ads dice: "${p.said}"` : ''}`,
    'googleAds.timeout': 'Google Ads tardó demasiado en responder. Prueba de nuevo.',
    'googleAds.unreachable': 'No pudimos comunicarnos con Google Ads. Prueba de nuevo en unos minutos.',
    'googleAds.createFailed': 'No pudimos crear la campaña en Google Ads. Prueba de nuevo.',
    'googleAds.notConfirmed': 'Google Ads no confirmó la campaña nueva. Revisa tu cuenta de Google Ads antes de volver a intentarlo.',
    'googleAds.created': 'Campaña creada en tu cuenta de Google Ads. Está en pausa: revísala en Google Ads y actívala cuando estés listo.',
    'preflight.landingMissingFix': 'Ingresa tu página de destino (https://…) acá abajo.',
    'preflight.alreadyCreatedFix': 'Abre Google Ads para revisarla y activarla.',
    'preflight.rateUnknownFix': (p) => `Ingresa cuántos ${p.currency} equivalen a un dólar estadounidense.`,
    'preflight.belowMinimumFix': 'Sube el presupuesto semanal o revisa el tipo de cambio.',
    'preflight.noKeywordsFix': 'Edita las palabras clave de la campaña.',
    'preflight.assets.fewSitelinks': (p) =>
      `${p.count === 0 ? 'Sin vínculos a sitios' : p.count === 1 ? 'Solo 1 vínculo a sitio' : `Solo ${p.count} vínculos a sitios`}: Google los muestra mejor con 4 o más, cada uno a una página distinta de tu sitio. Suma páginas en los enlaces del formulario o en la página Tu negocio.`,
    'preflight.assets.callCountryUnknown':
      'Sin botón de llamada: no pudimos saber de qué país es tu teléfono. Escríbelo con el código de país (+54 …) o elige tu lugar de las sugerencias.',
    'preflight.assets.fewPrices': (p) =>
      `Sin lista de precios: Google necesita al menos 3 precios y encontramos ${p.count}. Suma precios a las ofertas en la página Tu negocio.`,
    'preflight.clicksReason':
      'Tu cuenta todavía no tiene acciones de conversión, así que Google puja por clics. Configura el seguimiento de conversiones en Google Ads para pujar por conversiones.',
    'oauth.unreachable': 'No pudimos comunicarnos con Google para terminar la autorización. Prueba de nuevo.',
    'oauth.codeExpired': 'El código de autorización venció o ya se usó. Prueba de nuevo.',
    'oauth.refused': 'Google rechazó la autorización. Prueba de nuevo.',
    'oauth.scopeMissing': 'No se dio acceso a Google Ads. Permítelo en la pantalla de consentimiento.',
    'oauth.noOffline': 'Google no dio acceso sin conexión. Prueba de nuevo.',
    'oauth.invalidState': 'La solicitud de autorización no es válida. Vuelve a empezar la conexión.',
    'oauth.usedState': 'Esta autorización ya se usó. Vuelve a empezar la conexión.',
    'oauth.expiredState': 'La solicitud de autorización venció. Vuelve a empezar la conexión.',
    'oauth.googleError': 'Google no pudo completar la autorización. Prueba de nuevo.',
    'oauth.missingCode': 'Google no devolvió un código de autorización. Prueba de nuevo.',
    'oauth.failed': 'No pudimos guardar la conexión con Google Ads. Prueba de nuevo.',
    'oauth.otherBrowser': 'Esta conexión se empezó en otro navegador. Vuelve a empezarla acá.',
    'results.premium': 'Los resultados de campañas y las mejoras con un clic son parte del plan Premium. Pásate a Premium para usarlos.',
    'results.notInGoogleAds':
      'Esta campaña todavía no está en Google Ads. Primero créala en Google Ads; después sus resultados aparecen acá.',
    'results.notConnected': 'Conecta tu cuenta de Google Ads para ver los resultados de esta campaña.',
    'results.suggestionStale':
      'Esta sugerencia está desactualizada: ya se aplicó o las cifras cambiaron. Actualiza los resultados y prueba de nuevo.',
    'results.adGone': 'Google Ads ya no encuentra este anuncio, así que no se cambió nada. Actualiza los resultados.',
    'results.keywordGone': 'Google Ads ya no encuentra esta palabra clave, así que no se cambió nada. Actualiza los resultados.',
    'results.itemsUnknown': 'items: marca elementos de esta sugerencia (las búsquedas o los títulos que lista).',
    'results.itemsNone': 'items: marca al menos un elemento para aplicar.',
    'billing.priceUnknown': 'priceId: este precio no se ofrece. Elige un plan en la página de precios.',
    'billing.alreadyOnPlan': (p) => `Ya estás en el plan ${p.plan}. Elige un plan superior para mejorar.`,
    'billing.trialUsed': 'Ya usaste tu prueba gratis. Elige Pro o Premium para suscribirte.',
    'billing.sessionReplaced':
      'Este pago fue reemplazado por uno más nuevo y ya no se puede pagar. Empieza de nuevo desde la página de precios.',
    'billing.localOrigin': 'Abre la app en localhost, o configura PUBLIC_URL, para empezar un pago local.',
    'billing.providerTimeout': 'El proveedor de pagos no respondió. Prueba de nuevo.',
    'billing.providerRefused': 'El proveedor de pagos rechazó la solicitud. Prueba de nuevo más tarde.',
    'billing.status.pastDue': 'Falló tu último pago. Actualiza tu medio de pago.',
    'billing.status.onHold': (p) =>
      `El pago falló — tu ${p.plan} está en pausa. Actualiza tu medio de pago para recuperarlo; mientras tanto tienes las funciones del plan Gratis.`,
    'billing.paymentPending':
      'Falló tu último pago. Actualiza tu medio de pago desde Mi plan (Administrar facturación) antes de cambiar de plan.',
    'billing.noCustomer': 'Todavía no tienes una cuenta de facturación: suscríbete a un plan primero.',
    'billing.canceled': (p) => `Conservas el plan ${p.plan} hasta el final del período actual.`,
  },
});
