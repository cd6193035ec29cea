import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { Icon } from './icon';
import { legalGroups } from './legal-links';
import { Logo } from './logo';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Link to={paths.home} className="brand brand-inverse" aria-label={`${env.productName} home`}>
            <Logo />
            <span>{env.productName}</span>
          </Link>
          <p>Google Ads campaigns for small businesses, planned with AI and launched from your own account.</p>
          <a className="footer-contact" href={`mailto:${env.contactEmail}`}>
            <Icon name="mail" size={18} />
            {env.contactEmail}
          </a>
        </div>
        {legalGroups.map((group) => (
          <nav key={group.title} className="footer-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <p>
          © {year} {env.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
