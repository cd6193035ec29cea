import type { InterfaceLanguage } from '@contract/languages';
import bootMessages from '@/locales/boot.json';

/**
 * The spinner shown before any catalog is in: the spec's 'Cargando...' in Spanish, 'Loading...' in
 * English. Its two words live in `locales/boot.json`, the one catalog in the first paint.
 */
export function BootSpinner({ language }: { language: InterfaceLanguage }) {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{bootMessages[language].loading}</span>
    </div>
  );
}
