import { paths } from '@/config/paths';
import type { MessageId } from '@/lib/i18n';

export interface LegalLink {
  to: string;
  label: MessageId;
}

/** Every legal and info page of the spec, grouped as the footer and the legal pages show them. */
export const legalGroups: { title: MessageId; links: LegalLink[] }[] = [
  {
    title: 'common.footer.legal',
    links: [
      { to: paths.legal.terms, label: 'common.link.terms' },
      { to: paths.legal.privacy, label: 'common.link.privacy' },
      { to: paths.legal.cancellation, label: 'common.link.cancellation' },
      { to: paths.legal.acceptableUse, label: 'common.link.acceptableUse' },
      { to: paths.legal.antiSpam, label: 'common.link.antiSpam' },
    ],
  },
  {
    title: 'common.footer.privacy',
    links: [
      { to: paths.legal.cookieSettings, label: 'common.link.cookieSettings' },
      { to: paths.legal.doNotSell, label: 'common.link.doNotSell' },
      { to: paths.legal.vulnerabilityDisclosure, label: 'common.link.vulnerabilityDisclosure' },
    ],
  },
  {
    title: 'common.footer.company',
    links: [
      { to: paths.legal.about, label: 'common.link.about' },
      { to: paths.legal.press, label: 'common.link.press' },
      { to: paths.legal.glossary, label: 'common.link.glossary' },
    ],
  },
];

export const legalLinks: LegalLink[] = legalGroups.flatMap((group) => group.links);
