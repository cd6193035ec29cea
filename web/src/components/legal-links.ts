import { paths } from '@/config/paths';

export interface LegalLink {
  to: string;
  label: string;
}

/** Every legal and info page of the spec, grouped as the footer and the legal pages show them. */
export const legalGroups: { title: string; links: LegalLink[] }[] = [
  {
    title: 'Legal',
    links: [
      { to: paths.legal.terms, label: 'Terms and Conditions' },
      { to: paths.legal.privacy, label: 'Privacy Policy' },
      { to: paths.legal.cancellation, label: 'Cancellation and Refund' },
      { to: paths.legal.acceptableUse, label: 'Acceptable Use' },
      { to: paths.legal.antiSpam, label: 'Anti-Spam Policy' },
    ],
  },
  {
    title: 'Privacy and security',
    links: [
      { to: paths.legal.cookieSettings, label: 'Cookie Settings' },
      { to: paths.legal.doNotSell, label: 'Do Not Sell My Info' },
      { to: paths.legal.vulnerabilityDisclosure, label: 'Vulnerability Disclosure' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.legal.about, label: 'About' },
      { to: paths.legal.press, label: 'Press' },
      { to: paths.legal.glossary, label: 'Glossary' },
    ],
  },
];

export const legalLinks: LegalLink[] = legalGroups.flatMap((group) => group.links);
