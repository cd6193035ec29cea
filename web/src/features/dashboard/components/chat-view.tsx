import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import type { useChat } from '../hooks/use-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message';
import { UpgradeChatOverlay } from './upgrade-chat-overlay';

type Chat = ReturnType<typeof useChat>;

/** docs/product.md P4.1 chat view: the conversation, the reply being typed, the composer and the upgrade overlay. */
export function ChatView({ chat }: { chat: Chat }) {
  const { t } = useI18n();
  const titleId = useId();
  const log = useRef<HTMLDivElement>(null);
  const { onScroll, scrollToBottom } = useAutoScroll(log, `${chat.messages.length}:${chat.typing?.shown ?? -1}:${chat.pending}`);

  const send = async (text: string) => {
    scrollToBottom();
    return chat.send(text);
  };

  return (
    <section className="chat card" aria-labelledby={titleId}>
      <header className="panel-header">
        <h2 id={titleId}>{t('dashboard.chat.title')}</h2>
        <Link to={paths.newCampaign} className="btn btn-secondary btn-sm">
          {t('dashboard.chat.newCampaign')}
        </Link>
      </header>
      <div
        ref={log}
        className="chat-log"
        onScroll={onScroll}
        data-testid="chat-log"
        tabIndex={0}
        aria-label={t('dashboard.chat.conversation')}
      >
        {chat.messages.length === 0 && !chat.typing && !chat.pending && (
          <div className="chat-empty">
            <p className="chat-empty-title">{t('dashboard.chat.empty.title')}</p>
            <p className="muted">{t('dashboard.chat.empty.body')}</p>
          </div>
        )}
        <ol className="chat-messages" role="log" aria-live="polite" aria-label={t('dashboard.chat.messages')}>
          {chat.messages.map((message, index) => (
            <ChatMessageItem key={`${message.timestamp}-${index}`} message={message} />
          ))}
        </ol>
        {chat.typing && (
          // Announced once complete, as a log entry; the letter-by-letter text is for the eyes only.
          <div className="chat-message chat-message-assistant" aria-hidden="true" data-testid="typing-reply">
            <div className="chat-bubble">
              <p className="chat-meta">
                <span className="chat-author">{t('dashboard.chat.author.assistant')}</span>
              </p>
              <p className="chat-text">
                {chat.typing.text.slice(0, chat.typing.shown)}
                <span className="chat-caret" />
              </p>
            </div>
          </div>
        )}
        {chat.pending && (
          <div className="chat-message chat-message-assistant" role="status">
            <div className="chat-bubble chat-thinking">
              <span className="visually-hidden">{t('dashboard.chat.typing')}</span>
              <span className="dot" aria-hidden="true" />
              <span className="dot" aria-hidden="true" />
              <span className="dot" aria-hidden="true" />
            </div>
          </div>
        )}
      </div>
      <ChatComposer busy={chat.busy} onSend={send} />
      {chat.limitReached && <UpgradeChatOverlay onClose={chat.closeLimit} />}
    </section>
  );
}
