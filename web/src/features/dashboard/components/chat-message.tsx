import { useI18n, type MessageId } from '@/lib/i18n';
import type { ChatMessage } from '../utils/chat-history';

const AUTHOR: Record<ChatMessage['role'], MessageId> = {
  user: 'dashboard.chat.author.user',
  assistant: 'dashboard.chat.author.assistant',
  system: 'dashboard.chat.author.system',
};

/** One message; text keeps its line breaks and is never interpreted as HTML. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t, date } = useI18n();
  return (
    <li className={`chat-message chat-message-${message.role}`}>
      <div className="chat-bubble">
        <p className="chat-meta">
          <span className="chat-author">{t(AUTHOR[message.role])}</span>
          <time dateTime={new Date(message.timestamp).toISOString()}>
            {date(message.timestamp, { hour: '2-digit', minute: '2-digit' })}
          </time>
        </p>
        <p className="chat-text">{message.text}</p>
      </div>
    </li>
  );
}
