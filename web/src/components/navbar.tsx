import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { readUserData } from '@/lib/user-data';
import { Logo } from './logo';
import { useDismiss } from './use-dismiss';

export function firstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first || 'User';
}

export function Navbar() {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';
  const [menuOpen, setMenuOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuRef, menuOpen, closeMenu);

  const stored = readUserData();
  const name = firstName(session.user?.displayName ?? stored?.name);
  const picture = session.user?.photoURL ?? stored?.picture;

  const signOut = async () => {
    setMenuOpen(false);
    setMobileOpen(false);
    await session.signOut();
    navigate(paths.home);
  };

  const accountLinks = [
    { to: paths.profile, label: 'My Profile' },
    { to: paths.plan, label: 'My Plan' },
    { to: paths.newCampaign, label: 'New Campaign' },
    { to: paths.dashboard, label: 'Dashboard' },
  ];

  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <Link to={paths.home} className="brand" aria-label={`${env.productName} home`}>
          <Logo />
          <span>{env.productName}</span>
        </Link>
        <div className="nav-links">
          <NavLink to={paths.home} end className="nav-link">
            Home
          </NavLink>
          {signedIn && (
            <>
              <NavLink to={paths.dashboard} className="nav-link">
                Dashboard
              </NavLink>
              <Link to={paths.newCampaign} className="btn btn-primary btn-sm">
                + Create campaign
              </Link>
            </>
          )}
          {!signedIn && (
            <Link to={paths.login} className="btn btn-primary btn-sm">
              Get Started
            </Link>
          )}
        </div>
        {signedIn && (
          <div className="avatar-menu" ref={menuRef}>
            <button
              type="button"
              className="avatar-button"
              aria-haspopup="menu"
              aria-expanded={menuOpen}
              aria-label="Account menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Avatar picture={picture} name={name} />
            </button>
            {menuOpen && (
              <div className="dropdown" role="menu">
                <p className="dropdown-welcome">Welcome, {name}</p>
                {accountLinks.map((item) => (
                  <Link key={item.label} role="menuitem" to={item.to} className="dropdown-item" onClick={closeMenu}>
                    {item.label}
                  </Link>
                ))}
                <button type="button" role="menuitem" className="dropdown-item" onClick={signOut}>
                  Sign Out
                </button>
              </div>
            )}
          </div>
        )}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
        </button>
      </nav>
      {mobileOpen && (
        <div id="mobile-menu" className="mobile-menu">
          <Link to={paths.home} onClick={() => setMobileOpen(false)}>
            Home
          </Link>
          {signedIn ? (
            <>
              <p className="dropdown-welcome">Welcome, {name}</p>
              <Link to={paths.newCampaign} onClick={() => setMobileOpen(false)}>
                + Create campaign
              </Link>
              {accountLinks.map((item) => (
                <Link key={item.label} to={item.to} onClick={() => setMobileOpen(false)}>
                  {item.label}
                </Link>
              ))}
              <button type="button" onClick={signOut}>
                Sign Out
              </button>
            </>
          ) : (
            <Link to={paths.login} onClick={() => setMobileOpen(false)}>
              Get Started
            </Link>
          )}
        </div>
      )}
    </header>
  );
}

function Avatar({ picture, name }: { picture: string | null | undefined; name: string }) {
  const [broken, setBroken] = useState(false);
  if (picture && !broken) {
    return <img className="avatar" src={picture} alt="" width={36} height={36} referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
  }
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
