import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export const legalLinks = [
  { to: paths.legal.terms, label: 'Terms and Conditions' },
  { to: paths.legal.privacy, label: 'Privacy Policy' },
  { to: paths.legal.cancellation, label: 'Cancellation and Refund' },
  { to: paths.legal.acceptableUse, label: 'Acceptable Use' },
  { to: paths.legal.antiSpam, label: 'Anti-Spam Policy' },
  { to: paths.legal.vulnerabilityDisclosure, label: 'Vulnerability Disclosure' },
  { to: paths.legal.doNotSell, label: 'Do Not Sell My Info' },
  { to: paths.legal.cookieSettings, label: 'Cookie Settings' },
  { to: paths.legal.about, label: 'About' },
  { to: paths.legal.press, label: 'Press' },
  { to: paths.legal.glossary, label: 'Glossary' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="Legal and company">
          <ul className="footer-links">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer-meta">
          © {year} {env.productName}. All rights reserved. ·{' '}
          <a href={`mailto:${env.contactEmail}`}>{env.contactEmail}</a>
        </p>
      </div>
    </footer>
  );
}
