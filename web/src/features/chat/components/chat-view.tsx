import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useI18n } from '@/lib/i18n';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import type { useChat } from '../hooks/use-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message';
import './chat.css';
import { UpgradeChatOverlay } from './upgrade-chat-overlay';

type Chat = ReturnType<typeof useChat>;

/** The most messages a support request carries (contract/support.ts SUPPORT_LIMITS.conversation). */
const SUPPORT_CONVERSATION_MAX = 20;

/** docs/product.md P4.1 chat view: the conversation, the reply being typed, the composer and the upgrade overlay. */
export function ChatView({ chat }: { chat: Chat }) {
  const { t } = useI18n();
  const titleId = useId();
  const talkHintId = useId();
  // What "Talk to a person" hands the support form (router state; features do not import each other).
  const supportState = {
    from: 'chat',
    campaignId: chat.campaignId,
    conversation: chat.messages.slice(-SUPPORT_CONVERSATION_MAX).map(({ role, text }) => ({ role, text: text.slice(0, 4000) })),
  };
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
      <div className="chat-toolbar">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => void chat.newConversation()}
          disabled={chat.busy || chat.messages.length === 0}
        >
          {t('dashboard.chat.newConversation')}
        </button>
        {/* A person to talk to; the conversation and the campaign go with the request. */}
        <Link
          to={paths.support}
          state={supportState}
          className="btn btn-ghost btn-sm"
          title={t('dashboard.chat.talkToPersonHint')}
          aria-describedby={talkHintId}
        >
          {t('dashboard.chat.talkToPerson')}
        </Link>
        <span id={talkHintId} className="visually-hidden">
          {t('dashboard.chat.talkToPersonHint')}
        </span>
      </div>
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
            <ChatMessageItem key={`${message.timestamp}-${index}`} message={message} uid={chat.uid} />
          ))}
        </ol>
        {chat.typing && (
          // Announced once complete, as a log entry; the letter-by-letter text is for the eyes only.
          <div className="chat-message chat-message-assistant" aria-hidden="true" data-testid="typing-reply">
            <div className="chat-bubble">
              <p className="chat-meta">
                <span className="chat-author">{t('dashboard.chat.author.assistant')}</span>
              </p>
              {/* Plain text while it types; the whole answer then shows as Markdown (ChatMessageItem). */}
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
