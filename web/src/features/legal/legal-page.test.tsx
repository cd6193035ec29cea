import { screen, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';

const pages: [path: string, title: string, mustSay: (string | RegExp)[]][] = [
  ['/legal/terms-and-conditions', 'Terms and Conditions', [/Trials may convert to a paid subscription .* unless you cancel/, /amounts you paid us in the 12 months preceding/]],
  ['/legal/privacy-policy', 'Privacy Policy', ['We never receive your full card number.']],
  [
    '/legal/cancellation-and-refund',
    'Cancellation and Refund Policy',
    ['Cancellation takes effect at the end of the billing period', 'Fees for the current billing period are non-refundable unless stated otherwise or required by law.'],
  ],
  ['/legal/acceptable-use', 'Acceptable Use Policy', [/Google’s advertising policies/]],
  ['/legal/anti-spam', 'Anti-Spam Policy', [/unsolicited bulk messages/]],
  ['/security/vulnerability-disclosure', 'Vulnerability Disclosure Policy', ['There is no paid bug bounty']],
  ['/privacy/do-not-sell', 'Do Not Sell or Share My Personal Information', ['Pautia does not sell personal information']],
  ['/privacy/cookie-settings', 'Cookie Settings', ['Strictly necessary', 'Performance and analytics', 'Functional', 'Advertising and targeting']],
  ['/company/about', 'About Pautia', [/small-business owners/]],
  ['/press', 'Press', ['hola@pautia.app']],
  ['/resources/glossary', 'Google Ads Glossary', ['Cost per click (CPC)', 'Quality Score', 'Match types', 'Return on ad spend (ROAS)', 'Impression share']],
];

describe('legal and info pages', () => {
  it.each(pages)('%s: %s, provisional and generic, last updated October 15, 2025', async (path, title, mustSay) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Last updated October 15, 2025');
    expect(article).toHaveTextContent('Provisional and generic.');
    // The page's own text arrives in its own chunk.
    await within(article).findByText('Questions? Write to', { exact: false });
    for (const text of mustSay) expect(article).toHaveTextContent(text);
    const side = screen.getByRole('navigation', { name: 'Legal and company pages' });
    expect(within(side).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
  });

  it('glossary explains the everyday ad terms', async () => {
    renderApp('/resources/glossary');
    const article = await screen.findByRole('article');
    await within(article).findByText('Quality Score');
    for (const term of ['Click-through rate (CTR)', 'Negative keywords', 'Responsive search ads (RSA)', 'Conversion']) {
      expect(within(article).getByText(term)).toBeInTheDocument();
    }
  });

  it('cookie settings keeps strictly necessary on and saves the optional choices in this browser', async () => {
    const { user } = renderApp('/privacy/cookie-settings');
    const necessary = await screen.findByRole('checkbox', { name: /Strictly necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = screen.getByRole('checkbox', { name: 'Performance and analytics' });
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(screen.getByText('Preferences saved.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cookiePreferences') ?? '{}')).toMatchObject({ analytics: true, functional: false, advertising: false });
  });
});
