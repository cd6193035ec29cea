import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@contract/languages';
import { apiPaths } from '@/config/paths';
import { useApiClient } from '@/lib/api-client';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { readUserData, writeUserData } from '@/lib/user-data';

const names: Record<InterfaceLanguage, MessageId> = { es: 'common.language.es', en: 'common.language.en' };

/**
 * The interface language switch (navbar, mobile menu, footer, login page). It changes the page at
 * once, remembers the choice in this browser and, once signed in, on the user's record so it follows
 * them to any device.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language, setLanguage } = useI18n();
  const { user } = useSession();
  const api = useApiClient();

  const choose = async (next: InterfaceLanguage) => {
    if (next === language) return;
    await setLanguage(next);
    if (!user) return;
    const saved = await api(apiPaths.userLanguage(user.uid), { method: 'PUT', body: { language: next } });
    const stored = readUserData();
    if (saved.ok && stored?.uid === user.uid) writeUserData({ ...stored, language: next });
  };

  return (
    <div className={`language-switch ${className}`} role="group" aria-label={t('common.language.label')}>
      {INTERFACE_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          className="language-option"
          aria-pressed={option === language}
          title={t(names[option])}
          onClick={() => void choose(option)}
        >
          {/* The name a screen reader says starts with what is seen ("ES"), then the language in full. */}
          {option.toUpperCase()} <span className="visually-hidden">{t(names[option])}</span>
        </button>
      ))}
    </div>
  );
}
