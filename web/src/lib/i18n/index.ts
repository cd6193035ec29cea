export { I18nProvider, changeLanguage, changeVariety, loadMessages, translate, useLanguage } from './i18n-provider';
export { useI18n, type I18n, type MessageValues } from './use-i18n';
export { currentLanguage, currentVariety, formattingLocale, requestLanguageTag, varietyOfCountry } from './language';
export { createFormatters, type Formatters } from './format';
export { PageTitle } from './page-title';
export { followCountry } from './profile-country';
export type { MessageId } from '@/locales/types';
