import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '@/testing/render';
import { fakeSession, fakeUser } from '@/testing/session';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const signedIn = (overrides = {}) => fakeSession({ user: fakeUser(overrides) });

/** Renders the app at `path` and waits for the lazy page to arrive. */
async function open(path: string, session = fakeSession()) {
  const rendered = renderApp(path, { session });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('navigation bar', () => {
  it('offers a visitor the logo, Home and Get Started (to /login), and nothing of an account', async () => {
    await open('/');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Pautia home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '+ Create campaign' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('offers a signed-in user Dashboard, + Create campaign (to /dashboard#new) and the account menu', async () => {
    await open('/', signedIn());
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: '+ Create campaign' })).toHaveAttribute('href', '/dashboard#new');
    expect(within(nav).getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});

describe('account dropdown', () => {
  it('welcomes by first name and lists My Profile, My Plan, New Campaign, Dashboard and Sign Out', async () => {
    const { user } = await open('/', signedIn({ displayName: 'Ana María García' }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Welcome, Ana');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My Profile', 'My Plan', 'New Campaign', 'Dashboard', 'Sign Out']);
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Plan' })).toHaveAttribute('href', '/plan');
    expect(within(menu).getByRole('menuitem', { name: 'New Campaign' })).toHaveAttribute('href', '/dashboard#new');
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("welcomes 'User' when there is no name anywhere", async () => {
    const { user } = await open('/', signedIn({ displayName: null }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Welcome, User');
  });

  it('falls back to the name in the stored userData', async () => {
    localStorage.setItem('userData', JSON.stringify({ uid: 'user-1', name: 'Lucía Fernández', email: 'l@example.com', picture: '' }));
    const { user } = await open('/', signedIn({ displayName: null }));
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menu')).toHaveTextContent('Welcome, Lucía');
  });

  it('closes on a click outside it', async () => {
    const { user } = await open('/', signedIn());
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a click inside it', async () => {
    const { user } = await open('/', signedIn());
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(within(screen.getByRole('menu')).getByText('Welcome, Ana'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('closes when the page scrolls', async () => {
    const { user } = await open('/', signedIn());
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    fireEvent.scroll(window);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('works from the keyboard: focus moves in, arrows move, Escape closes and returns focus', async () => {
    const { user } = await open('/', signedIn());
    const button = screen.getByRole('button', { name: 'Account menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Plan' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes after choosing an item and goes there', async () => {
    const { user, router } = await open('/', signedIn());
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'My Plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('signs out and goes home', async () => {
    const session = signedIn();
    const { user, router } = await open('/profile', session);
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('mobile menu', () => {
  it('gives a visitor Home and Get Started', async () => {
    const { user } = await open('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(within(menu).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('gives a signed-in user the same items as the bar and the dropdown, and closes on a choice', async () => {
    const { user, router } = await open('/', signedIn());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toHaveTextContent('Welcome, Ana');
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['My Profile', '/profile'],
      ['My Plan', '/plan'],
      ['New Campaign', '/dashboard#new'],
      ['Dashboard', '/dashboard'],
      ['+ Create campaign', '/dashboard#new'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(menu).getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the copyright with the current year, every legal page and the contact e-mail', async () => {
    await open('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Pautia`);
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/legal/terms-and-conditions',
        '/legal/privacy-policy',
        '/legal/cancellation-and-refund',
        '/legal/acceptable-use',
        '/legal/anti-spam',
        '/security/vulnerability-disclosure',
        '/privacy/do-not-sell',
        '/privacy/cookie-settings',
        '/company/about',
        '/press',
        '/resources/glossary',
      ]),
    );
    expect(within(footer).getByRole('link', { name: 'hola@pautia.app' })).toHaveAttribute('href', 'mailto:hola@pautia.app');
  });
});
