import type { InterfaceLanguage } from '@contract/languages';
import bootMessages from '@/locales/boot.json';

/**
 * The spinner shown before any catalog is in: the spec's 'Cargando...' in Spanish, 'Loading...' in
 * English. Its two words live in `locales/boot.json`, the one catalog in the first paint.
 */
export function BootSpinner({ language }: { language: InterfaceLanguage }) {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      {/* An SVG, as index.html paints it before any script: it counts as the first contentful paint. */}
      <svg className="spinner-ring" viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
        <circle className="spinner-track" cx="14" cy="14" r="12.5" />
        <circle className="spinner-arc" cx="14" cy="14" r="12.5" />
      </svg>
      <span>{bootMessages[language].loading}</span>
    </div>
  );
}
