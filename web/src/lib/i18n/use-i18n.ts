import { Fragment, createElement, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/locales/types';
import { createFormatters, type Formatters } from './format';
import { useLanguage, type LanguageState } from './i18n-provider';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface I18n extends Formatters, LanguageState {
  /** The message `id` in the interface language, its ICU placeholders filled from `values`. */
  t: (id: MessageId, values?: MessageValues) => string;
  /** As `t`, for messages with tags (`<b>…</b>`, `<link>…</link>`) rendered by the given functions. */
  rich: (id: MessageId, values: RichValues) => ReactNode;
  /** The locale numbers and dates are written in (e.g. es-AR, en-GB). */
  locale: string;
}

/** Everything a component needs to speak the reader's language: messages, money, numbers, dates. */
export function useI18n(): I18n {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  return useMemo(() => {
    const formatters = createFormatters(intl.locale);
    return {
      ...formatters,
      language,
      setLanguage,
      locale: intl.locale,
      t: (id, values) => intl.formatMessage({ id }, values as Record<string, string | number | Date>),
      rich: (id, values) => {
        // Each tag's element gets a key (React warns about an array of unkeyed elements).
        let key = 0;
        const keyed = Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'function'
              ? (chunks: ReactNode[]) => createElement(Fragment, { key: `${name}-${key++}` }, value(chunks))
              : value,
          ]),
        );
        return intl.formatMessage({ id }, keyed as never) as ReactNode;
      },
    };
  }, [intl, language, setLanguage]);
}
