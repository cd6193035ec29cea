import { useEffect, useRef } from 'react';
import type { Facts } from '@contract/campaigns';
import { matchPages } from '@contract/facts-pages';
import { isHttpUrl } from '@contract/campaign-fields';
import { useI18n } from '@/lib/i18n';
import { LINK_FIELDS, type FormValues } from '../../utils/campaign-form';

interface FactsPagesProps {
  idPrefix: string;
  values: FormValues;
  setField: <K extends keyof FormValues>(name: K, value: FormValues[K]) => void;
}

/**
 * Step 5: once links are entered, the page each service's ads lead to — matched by the words of its
 * URL, and the owner's to change (a page the owner took away is not matched back).
 */
export function FactsPages({ idPrefix, values, setField }: FactsPagesProps) {
  const { t } = useI18n();
  const facts = values.facts;
  const links = LINK_FIELDS.map(({ name }) => values[name].trim()).filter((u) => u && isHttpUrl(u));
  const cleared = useRef(new Set<string>());
  const linksKey = links.join(' ');

  useEffect(() => {
    if (!facts?.services.length || !links.length) return;
    const open = facts.services.filter((s) => !s.url && !cleared.current.has(s.name));
    if (!open.length) return;
    const matched = matchPages(facts.services, links).map((s, i) => (cleared.current.has(s.name) ? facts.services[i]! : s));
    if (matched.some((s, i) => s.url !== facts.services[i]!.url)) setField('facts', { ...facts, services: matched });
    // Matched again only when the links change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linksKey, facts?.services.length]);

  if (!facts?.services.length || !links.length) return null;
  const setUrl = (index: number, url: string) => {
    const service = facts.services[index]!;
    if (!url) cleared.current.add(service.name);
    else cleared.current.delete(service.name);
    const services: Facts['services'] = facts.services.map((s, i) => {
      if (i !== index) return s;
      const { url: _old, ...rest } = s;
      return url ? { ...rest, url } : rest;
    });
    setField('facts', { ...facts, services });
  };
  const id = `${idPrefix}-facts-pages`;
  return (
    <section className="facts-panel" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('facts.pages.heading')}</h4>
      <p className="muted">{t('facts.pages.intro')}</p>
      {facts.services.map((service, index) => (
        <div className="field" key={`${index}-${service.name}`}>
          <label htmlFor={`${id}-${index}`}>{t('facts.pages.label', { service: service.name })}</label>
          <select id={`${id}-${index}`} value={service.url ?? ''} onChange={(e) => setUrl(index, e.target.value)}>
            <option value="">{t('facts.pages.none')}</option>
            {[...new Set([...links, ...(service.url ? [service.url] : [])])].map((url) => (
              <option key={url} value={url}>
                {url}
              </option>
            ))}
          </select>
        </div>
      ))}
    </section>
  );
}
