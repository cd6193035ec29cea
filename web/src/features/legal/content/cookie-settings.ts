import type { LegalDocument } from '../legal-types';

const cookieSettings: LegalDocument = {
  summary: 'legal.cookieSettings.summary',
  sections: [
    {
      heading: 'legal.cookieSettings.categories.heading',
      blocks: [
        {
          terms: [
            { term: 'legal.cookies.necessary', definition: 'legal.cookieSettings.categories.necessary' },
            { term: 'legal.cookies.analytics', definition: 'legal.cookieSettings.categories.analytics' },
            { term: 'legal.cookies.functional', definition: 'legal.cookieSettings.categories.functional' },
            { term: 'legal.cookies.advertising', definition: 'legal.cookieSettings.categories.advertising' },
          ],
        },
        'legal.cookieSettings.categories.p1',
      ],
    },
    {
      heading: 'legal.cookieSettings.preferences.heading',
      blocks: [{ widget: 'cookie-preferences' }, 'legal.cookieSettings.preferences.p1'],
    },
  ],
};

export default cookieSettings;
