import type { LegalDocument } from '../legal-types';

const cookieSettings: LegalDocument = {
  summary: 'The cookies and browser storage {product} uses, grouped by purpose, and your choices for each group.',
  sections: [
    {
      heading: 'Categories',
      blocks: [
        {
          terms: [
            {
              term: 'Strictly necessary',
              definition:
                'Keep you signed in, remember your account details and chat history on this device, and protect the service. The app cannot work without them, so they are always on.',
            },
            {
              term: 'Performance and analytics',
              definition: 'Measure how the app is used and how fast it loads, so we can improve it. Only ever in aggregate.',
            },
            {
              term: 'Functional',
              definition: 'Remember optional choices, such as preferences you set, to make later visits smoother.',
            },
            {
              term: 'Advertising and targeting',
              definition: 'Measure the results of our own advertising and show you relevant ads on other sites.',
            },
          ],
        },
        'Today {product} uses only strictly necessary storage. The other categories stay off until you allow them here; if we start using one, we will ask first.',
      ],
    },
    {
      heading: 'Your preferences',
      blocks: [{ widget: 'cookie-preferences' }, 'Your choices are saved in this browser. Clearing your browser data resets them.'],
    },
  ],
};

export default cookieSettings;
