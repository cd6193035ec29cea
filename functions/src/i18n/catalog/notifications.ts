import { section } from './types.js';

/**
 * Alerts (in the app and by e-mail), the weekly report e-mail and the unsubscribe page. Amounts
 * come in already written with their currency code (i18n/money.ts).
 */
const en = {
  'notify.notFound': 'There is no such notification.',
  'notify.SPEND_PACING.over.title': 'Spending faster than the budget',
  'notify.SPEND_PACING.over.body': ({ spent, budget, percent }: { spent: string; budget: string; percent: number }) =>
    `In the last 7 days the campaign spent ${spent}, ${percent}% of its weekly budget of ${budget}. Check the daily budget on the campaign page.`,
  'notify.SPEND_PACING.under.title': 'Spending much less than the budget',
  'notify.SPEND_PACING.under.body': ({ spent, budget, percent }: { spent: string; budget: string; percent: number }) =>
    `In the last 7 days the campaign spent ${spent}, only ${percent}% of its weekly budget of ${budget}: few searches reach the ads. See the suggestions on the campaign page (broader keywords, higher bids).`,
  'notify.NO_CONVERSIONS.title': 'Spending with no customers recorded',
  'notify.NO_CONVERSIONS.body': ({ spent, clicks, days }: { spent: string; clicks: number; days: number }) =>
    `In the last ${days} days the campaign spent ${spent} on ${clicks} clicks and recorded no conversions. Check that the conversion tag is installed, and the searches that bring the clicks.`,
  'notify.TRACKING_SILENT.title': 'Conversion tracking has gone silent',
  'notify.TRACKING_SILENT.body': ({ days, clicks, lastDate }: { days: number; clicks: number; lastDate: string }) =>
    `The last conversion was recorded ${days} days ago (${lastDate}); ${clicks} clicks since then recorded none. The tag may have been removed from the site: check the tracking section of the campaign page.`,
  'notify.ADS_POLICY.title': 'Ads disapproved or limited by Google',
  'notify.ADS_POLICY.disapproved': 'Google disapproved some of the ads under its advertising policies: they do not show.',
  'notify.ADS_POLICY.limited': 'Google limits some of the ads under its advertising policies: they show less.',
  'notify.ADS_POLICY.fix': 'Edit the ads on the campaign page, or see the policy details in Google Ads.',
  'notify.LIMITED_BY_BUDGET.title': 'Limited by budget',
  'notify.LIMITED_BY_BUDGET.body': ({ dailyBudget, spent, days }: { dailyBudget: string; spent: string; days: number }) =>
    `Google Ads reports the campaign limited by its daily budget of ${dailyBudget}: it spent ${spent} in the last ${days} days, and more people searched than the budget could reach. Raise the budget or narrow the keywords on the campaign page.`,
  'notify.mail.alertSubject': ({ title, campaign }: { title: string; campaign: string }) => `${title} — ${campaign}`,
  'notify.mail.alertIntro': ({ campaign }: { campaign: string }) => `An alert about the campaign “${campaign}”:`,
  'notify.mail.fix': ({ link }: { link: string }) => `What to do: ${link}`,
  'notify.mail.unsubscribeAlerts': ({ link }: { link: string }) => `To stop alert e-mails: ${link}`,
  'notify.mail.unsubscribeReport': ({ link }: { link: string }) => `To stop the weekly report: ${link}`,
  'notify.mail.preferences': ({ link }: { link: string }) => `All the e-mail settings: ${link}`,
  'notify.report.subject': ({ campaign }: { campaign: string }) => `Weekly report: ${campaign}`,
  'notify.report.intro': ({ campaign, start, end }: { campaign: string; start: string; end: string }) =>
    `The campaign “${campaign}” from ${start} to ${end}:`,
  'notify.report.spend': ({ amount }: { amount: string }) => `Spend: ${amount}`,
  'notify.report.clicks': ({ clicks }: { clicks: number }) => `Clicks: ${clicks}`,
  'notify.report.conversions': ({ conversions }: { conversions: string }) => `Conversions: ${conversions}`,
  'notify.report.costPerConversion': ({ amount }: { amount: string }) => `Cost per conversion: ${amount}`,
  'notify.report.noCostPerConversion': 'Cost per conversion: none yet (no conversions this week)',
  'notify.report.noTracking': 'Conversions: not recorded (conversion tracking is not set up)',
  'notify.report.searches': 'The searches that brought them:',
  'notify.report.searchesClicks': 'The searches that brought the most clicks:',
  'notify.report.noSearches': 'No searches brought clicks this week.',
  'notify.report.search': ({ term, clicks, conversions }: { term: string; clicks: number; conversions: string }) =>
    `“${term}”: ${clicks} clicks, ${conversions} conversions`,
  'notify.report.nextStep': ({ step }: { step: string }) => `Next step: ${step}`,
  'notify.report.link': ({ link }: { link: string }) => `The campaign: ${link}`,
  'notify.unsubscribe.title': 'E-mail settings',
  'notify.unsubscribe.ask.weekly-report': 'Stop the weekly report e-mails?',
  'notify.unsubscribe.ask.alerts': 'Stop the alert e-mails? Alerts stay in the app’s notifications.',
  'notify.unsubscribe.button': 'Unsubscribe',
  'notify.unsubscribe.done.weekly-report': 'Done: no more weekly report e-mails.',
  'notify.unsubscribe.done.alerts': 'Done: no more alert e-mails. Alerts stay in the app’s notifications.',
  'notify.unsubscribe.undo': 'Changed your mind? The e-mail settings in the profile turn them back on.',
  'notify.unsubscribe.profile': 'Open the e-mail settings',
  'notify.unsubscribe.invalid': 'This unsubscribe link is not valid. The e-mail settings in the profile turn each e-mail on or off.',
};

const voseo = {
  'notify.notFound': 'No existe esa notificación.',
  'notify.SPEND_PACING.over.title': 'Gasta más rápido que el presupuesto',
  'notify.SPEND_PACING.over.body': ({ spent, budget, percent }: { spent: string; budget: string; percent: number }) =>
    `En los últimos 7 días la campaña gastó ${spent}, el ${percent}% de su presupuesto semanal de ${budget}. Conviene revisar el presupuesto diario en la página de la campaña.`,
  'notify.SPEND_PACING.under.title': 'Gasta mucho menos que el presupuesto',
  'notify.SPEND_PACING.under.body': ({ spent, budget, percent }: { spent: string; budget: string; percent: number }) =>
    `En los últimos 7 días la campaña gastó ${spent}, solo el ${percent}% de su presupuesto semanal de ${budget}: pocas búsquedas llegan a los anuncios. Las sugerencias de la página de la campaña proponen qué cambiar (palabras clave más amplias, ofertas más altas).`,
  'notify.NO_CONVERSIONS.title': 'Gasto sin clientes registrados',
  'notify.NO_CONVERSIONS.body': ({ spent, clicks, days }: { spent: string; clicks: number; days: number }) =>
    `En los últimos ${days} días la campaña gastó ${spent} en ${clicks} clics y no registró conversiones. Conviene comprobar que la etiqueta de conversión esté instalada y revisar las búsquedas que traen los clics.`,
  'notify.TRACKING_SILENT.title': 'El seguimiento de conversiones dejó de registrar',
  'notify.TRACKING_SILENT.body': ({ days, clicks, lastDate }: { days: number; clicks: number; lastDate: string }) =>
    `La última conversión se registró hace ${days} días (${lastDate}); los ${clicks} clics desde entonces no registraron ninguna. Puede que la etiqueta se haya quitado del sitio: la sección de seguimiento de la página de la campaña explica cómo comprobarlo.`,
  'notify.ADS_POLICY.title': 'Anuncios rechazados o limitados por Google',
  'notify.ADS_POLICY.disapproved': 'Google rechazó algunos anuncios por sus políticas de publicidad: no se muestran.',
  'notify.ADS_POLICY.limited': 'Google limita algunos anuncios por sus políticas de publicidad: se muestran menos.',
  'notify.ADS_POLICY.fix': 'Los anuncios se editan en la página de la campaña; el detalle de la política está en Google Ads.',
  'notify.LIMITED_BY_BUDGET.title': 'Limitada por el presupuesto',
  'notify.LIMITED_BY_BUDGET.body': ({ dailyBudget, spent, days }: { dailyBudget: string; spent: string; days: number }) =>
    `Google Ads informa que la campaña está limitada por su presupuesto diario de ${dailyBudget}: gastó ${spent} en los últimos ${days} días y buscó más gente de la que el presupuesto alcanza. Conviene subir el presupuesto o acotar las palabras clave en la página de la campaña.`,
  'notify.mail.alertSubject': ({ title, campaign }: { title: string; campaign: string }) => `${title} — ${campaign}`,
  'notify.mail.alertIntro': ({ campaign }: { campaign: string }) => `Un aviso sobre la campaña «${campaign}»:`,
  'notify.mail.fix': ({ link }: { link: string }) => `Qué hacer: ${link}`,
  'notify.mail.unsubscribeAlerts': ({ link }: { link: string }) => `Para dejar de recibir avisos por correo: ${link}`,
  'notify.mail.unsubscribeReport': ({ link }: { link: string }) => `Para dejar de recibir el informe semanal: ${link}`,
  'notify.mail.preferences': ({ link }: { link: string }) => `Todas las opciones de correo: ${link}`,
  'notify.report.subject': ({ campaign }: { campaign: string }) => `Informe semanal: ${campaign}`,
  'notify.report.intro': ({ campaign, start, end }: { campaign: string; start: string; end: string }) =>
    `La campaña «${campaign}» del ${start} al ${end}:`,
  'notify.report.spend': ({ amount }: { amount: string }) => `Gasto: ${amount}`,
  'notify.report.clicks': ({ clicks }: { clicks: number }) => `Clics: ${clicks}`,
  'notify.report.conversions': ({ conversions }: { conversions: string }) => `Conversiones: ${conversions}`,
  'notify.report.costPerConversion': ({ amount }: { amount: string }) => `Costo por conversión: ${amount}`,
  'notify.report.noCostPerConversion': 'Costo por conversión: todavía ninguno (sin conversiones esta semana)',
  'notify.report.noTracking': 'Conversiones: no se registran (falta configurar el seguimiento de conversiones)',
  'notify.report.searches': 'Las búsquedas que las trajeron:',
  'notify.report.searchesClicks': 'Las búsquedas que trajeron más clics:',
  'notify.report.noSearches': 'Ninguna búsqueda trajo clics esta semana.',
  'notify.report.search': ({ term, clicks, conversions }: { term: string; clicks: number; conversions: string }) =>
    `«${term}»: ${clicks} clics, ${conversions} conversiones`,
  'notify.report.nextStep': ({ step }: { step: string }) => `Próximo paso: ${step}`,
  'notify.report.link': ({ link }: { link: string }) => `La campaña: ${link}`,
  'notify.unsubscribe.title': 'Opciones de correo',
  'notify.unsubscribe.ask.weekly-report': '¿Dejar de recibir el informe semanal por correo?',
  'notify.unsubscribe.ask.alerts': '¿Dejar de recibir los avisos por correo? Los avisos siguen en las notificaciones de la aplicación.',
  'notify.unsubscribe.button': 'Darse de baja',
  'notify.unsubscribe.done.weekly-report': 'Listo: no llegarán más informes semanales por correo.',
  'notify.unsubscribe.done.alerts': 'Listo: no llegarán más avisos por correo. Los avisos siguen en las notificaciones de la aplicación.',
  'notify.unsubscribe.undo': '¿Cambio de planes? Las opciones de correo del perfil los vuelven a activar.',
  'notify.unsubscribe.profile': 'Abrir las opciones de correo',
  'notify.unsubscribe.invalid':
    'Este enlace para darse de baja no es válido. Las opciones de correo del perfil activan o desactivan cada correo.',
};

/** The Spanish above is written without vos or tú forms, so it reads the same in both varieties. */
export const notifications = section({ en, voseo, tuteo: {} });
