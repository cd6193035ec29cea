import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useI18n, type MessageId } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { Icon, type IconName } from './icon';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { useDismiss } from './use-dismiss';

/** The first name to welcome, or '' when there is none (the welcome then says 'User'). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

const accountLinks: { to: string; label: MessageId; icon: IconName }[] = [
  { to: paths.profile, label: 'common.nav.profile', icon: 'user' },
  { to: paths.plan, label: 'common.nav.plan', icon: 'card' },
  { to: paths.newCampaign, label: 'common.nav.newCampaign', icon: 'plus' },
  { to: paths.dashboard, label: 'common.nav.dashboard', icon: 'layout' },
];

/** Where a visitor sees the plans and prices: the landing page's section (/pricing is for members). */
const visitorPricing = `${paths.home}#pricing`;

/** `signedInExtra`: what the app layer puts in the bar for a signed-in user (the notifications). */
export function Navbar({ signedInExtra }: { signedInExtra?: ReactNode } = {}) {
  const { t } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  // Any navigation closes both menus (covers links, Back/Forward and hash changes).
  useEffect(() => {
    setMenuOpen(false);
    setMobileOpen(false);
  }, [location.pathname, location.hash]);

  const account = useCurrentUser();
  const name = firstName(account.name) || t('common.nav.userFallback');

  const signOut = async () => {
    setMenuOpen(false);
    setMobileOpen(false);
    try {
      await session.signOut();
    } finally {
      navigate(paths.home);
    }
  };

  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label={t('common.nav.main')}>
        <Link to={paths.home} className="brand" aria-label={t('common.brand.home', { product: env.productName })}>
          <Logo />
          <span>{env.productName}</span>
        </Link>
        <div className="nav-links">
          <NavLink to={paths.home} end className="nav-link">
            {t('common.nav.home')}
          </NavLink>
          {signedIn ? (
            <>
              <NavLink to={paths.dashboard} className="nav-link">
                {t('common.nav.dashboard')}
              </NavLink>
              <Link to={paths.newCampaign} className="btn btn-primary btn-sm">
                {t('common.nav.createCampaign')}
              </Link>
            </>
          ) : (
            <>
              <Link to={visitorPricing} className="nav-link">
                {t('common.nav.pricing')}
              </Link>
              <Link to={paths.login} className="btn btn-primary btn-sm">
                {t('common.nav.getStarted')}
              </Link>
            </>
          )}
          <LanguageSwitch className="nav-language" />
        </div>
        {signedIn && signedInExtra}
        {signedIn && (
          <AccountMenu
            open={menuOpen}
            setOpen={setMenuOpen}
            name={name}
            picture={account.picture}
            email={account.email}
            onSignOut={signOut}
          />
        )}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} size={22} />
        </button>
      </nav>
      {mobileOpen && <MobileMenu signedIn={signedIn} name={name} onClose={() => setMobileOpen(false)} onSignOut={signOut} />}
    </header>
  );
}

/**
 * The avatar dropdown. A menu button: arrows move between items, Escape closes and returns focus
 * to the avatar; an outside click or a scroll closes it (spec).
 */
function AccountMenu({
  open,
  setOpen,
  name,
  picture,
  email,
  onSignOut,
}: {
  open: boolean;
  setOpen: (open: boolean | ((was: boolean) => boolean)) => void;
  name: string;
  picture: string | null | undefined;
  email: string;
  onSignOut: () => Promise<void>;
}) {
  const { t } = useI18n();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(rootRef, open, close);

  const focusItem = (index: number) => {
    const list = menuItems(menuRef.current);
    list[(index + list.length) % list.length]?.focus({ preventScroll: true });
  };

  // Opening moves focus into the menu, as a menu button does.
  useEffect(() => {
    if (open) menuItems(menuRef.current)[0]?.focus({ preventScroll: true });
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const current = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => {
        close();
        buttonRef.current?.focus();
      },
      Tab: close,
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <div className="avatar-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('common.nav.accountMenu')}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar picture={picture} name={name} />
        <Icon name="chevron-down" size={16} className="avatar-chevron" />
      </button>
      {open && (
        <div id={menuId} className="dropdown" role="menu" aria-label={t('common.nav.account')} ref={menuRef} onKeyDown={onMenuKey}>
          {/* role="none": the welcome is read as plain text inside the menu, not as an item. */}
          <div className="dropdown-welcome" role="none">
            <span className="dropdown-name">{t('common.nav.welcome', { name })}</span>
            {email && <span className="dropdown-email">{email}</span>}
          </div>
          {accountLinks.map((item) => (
            <Link key={item.label} role="menuitem" to={item.to} className="dropdown-item" onClick={close} tabIndex={-1}>
              <Icon name={item.icon} size={18} />
              {t(item.label)}
            </Link>
          ))}
          <hr className="dropdown-separator" />
          <button type="button" role="menuitem" className="dropdown-item" onClick={() => void onSignOut()} tabIndex={-1}>
            <Icon name="log-out" size={18} />
            {t('common.nav.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Below 720 px the links move into this panel: the same items as the bar and the dropdown. */
function MobileMenu({
  signedIn,
  name,
  onClose,
  onSignOut,
}: {
  signedIn: boolean;
  name: string;
  onClose: () => void;
  onSignOut: () => Promise<void>;
}) {
  const { t } = useI18n();
  return (
    <nav
      id="mobile-menu"
      className="mobile-menu"
      aria-label={t('common.nav.mobile')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <Link to={paths.home} onClick={onClose}>
        <Icon name="home" size={18} />
        {t('common.nav.home')}
      </Link>
      {signedIn ? (
        <>
          <p className="mobile-menu-welcome">{t('common.nav.welcome', { name })}</p>
          {accountLinks.map((item) => (
            <Link key={item.label} to={item.to} onClick={onClose}>
              <Icon name={item.icon} size={18} />
              {t(item.label)}
            </Link>
          ))}
          <Link to={paths.newCampaign} className="btn btn-primary" onClick={onClose}>
            {t('common.nav.createCampaign')}
          </Link>
          <button type="button" className="mobile-menu-signout" onClick={() => void onSignOut()}>
            <Icon name="log-out" size={18} />
            {t('common.nav.signOut')}
          </button>
        </>
      ) : (
        <>
          <Link to={visitorPricing} onClick={onClose}>
            <Icon name="card" size={18} />
            {t('common.nav.pricing')}
          </Link>
          <Link to={paths.login} className="btn btn-primary" onClick={onClose}>
            {t('common.nav.getStarted')}
          </Link>
        </>
      )}
      <LanguageSwitch className="mobile-language" />
    </nav>
  );
}

function Avatar({ picture, name }: { picture: string | null | undefined; name: string }) {
  const [broken, setBroken] = useState(false);
  if (picture && !broken) {
    return (
      <img className="avatar" src={picture} alt="" width={36} height={36} referrerPolicy="no-referrer" onError={() => setBroken(true)} />
    );
  }
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
