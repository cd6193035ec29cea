import { BootSpinner } from '@/lib/i18n/boot';
import { useLanguage } from '@/lib/i18n';

/** Shown while the sign-in state resolves: the spec's 'Cargando...' ('Loading...' in English). */
export function FullPageSpinner() {
  return <BootSpinner language={useLanguage().language} />;
}
