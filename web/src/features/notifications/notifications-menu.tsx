import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/icon';
import { useI18n } from '@/lib/i18n';
import { useMarkRead, useNotifications } from './api/notifications';
import './notifications.css';

/**
 * The alerts in the navigation bar: a button with the unread count, opening the list (newest first,
 * unread marked), each alert with its numbers and a link to the fix, which also marks it read.
 */
export default function NotificationsMenu() {
  const { t, date } = useI18n();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="notifications" ref={box}>
      <button
        type="button"
        className="btn btn-ghost btn-sm notifications-toggle"
        aria-expanded={open}
        aria-controls="notifications-panel"
        aria-label={unread ? t('notifications.buttonUnread', { count: unread }) : t('notifications.button')}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" size={20} />
        {unread > 0 && (
          <span className="notifications-count" aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id="notifications-panel" className="notifications-panel card" aria-label={t('notifications.heading')}>
          <h2>{t('notifications.heading')}</h2>
          {isError ? (
            <p className="muted">{t('notifications.loadFailed')}</p>
          ) : !data ? (
            <p className="muted" role="status">
              {t('notifications.loading')}
            </p>
          ) : data.notifications.length === 0 ? (
            <p className="muted">{t('notifications.empty')}</p>
          ) : (
            <ul className="notifications-list">
              {data.notifications.map((n) => (
                <li key={n.id} className={n.read ? 'notification' : 'notification unread'}>
                  <p className="notification-title">
                    {!n.read && <span className="visually-hidden">{t('notifications.unread')} </span>}
                    {n.title}
                  </p>
                  <p className="notification-body">{n.body}</p>
                  <p className="notification-meta">
                    <time dateTime={n.createdAt}>{date(Date.parse(n.createdAt), { dateStyle: 'medium' })}</time>
                    <Link
                      to={n.link}
                      onClick={() => {
                        if (!n.read) markRead.mutate(n.id);
                        setOpen(false);
                      }}
                    >
                      {t('notifications.fix')}
                    </Link>
                    {!n.read && (
                      <button type="button" className="btn btn-ghost btn-sm" onClick={() => markRead.mutate(n.id)}>
                        {t('notifications.markRead')}
                      </button>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
