import { useState, type FormEvent } from 'react';

const KEY = 'cookiePreferences';

const optional = [
  { id: 'analytics', label: 'Performance and analytics' },
  { id: 'functional', label: 'Functional' },
  { id: 'advertising', label: 'Advertising and targeting' },
] as const;

type Preferences = Record<(typeof optional)[number]['id'], boolean>;

function readPreferences(): Preferences {
  const none: Preferences = { analytics: false, functional: false, advertising: false };
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return none;
    const record = parsed as Record<string, unknown>;
    return { analytics: record['analytics'] === true, functional: record['functional'] === true, advertising: record['advertising'] === true };
  } catch {
    return none;
  }
}

/** The visitor's choice per cookie category, kept in this browser. Optional categories start off. */
export function CookiePreferences() {
  const [preferences, setPreferences] = useState(readPreferences);
  const [saved, setSaved] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    localStorage.setItem(KEY, JSON.stringify({ ...preferences, savedAt: Date.now() }));
    setSaved(true);
  };

  return (
    <form className="cookie-preferences card" onSubmit={save} aria-label="Cookie preferences">
      <label className="cookie-choice">
        <input type="checkbox" checked disabled />
        <span>
          Strictly necessary <span className="muted">(always on)</span>
        </span>
      </label>
      {optional.map((category) => (
        <label key={category.id} className="cookie-choice">
          <input
            type="checkbox"
            checked={preferences[category.id]}
            onChange={(event) => {
              setSaved(false);
              setPreferences((was) => ({ ...was, [category.id]: event.target.checked }));
            }}
          />
          <span>{category.label}</span>
        </label>
      ))}
      <div className="cookie-actions">
        <button type="submit" className="btn btn-primary">
          Save preferences
        </button>
        <p role="status" className="cookie-saved">
          {saved ? 'Preferences saved.' : ''}
        </p>
      </div>
    </form>
  );
}
