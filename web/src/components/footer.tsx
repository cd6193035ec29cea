import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { Icon } from './icon';
import { LanguageSwitch } from './language-switch';
import { legalGroups } from './legal-links';
import { Logo } from './logo';

export function Footer() {
  const { t } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Link to={paths.home} className="brand brand-inverse" aria-label={t('common.brand.home', { product: env.productName })}>
            <Logo />
            <span>{env.productName}</span>
          </Link>
          <p>{t('common.footer.tagline')}</p>
          <a className="footer-contact" href={`mailto:${env.contactEmail}`}>
            <Icon name="mail" size={18} />
            {env.contactEmail}
          </a>
        </div>
        {legalGroups.map((group) => (
          <nav key={group.title} className="footer-group" aria-label={t(group.title)}>
            <h2>{t(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <p>{t('common.footer.copyright', { year, product: env.productName })}</p>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
