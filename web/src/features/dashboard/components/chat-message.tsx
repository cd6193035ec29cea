import type { ChatMessage } from '../utils/chat-history';

const AUTHOR: Record<ChatMessage['role'], string> = { user: 'You', assistant: 'Assistant', system: 'Campaign' };

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One message; text keeps its line breaks and is never interpreted as HTML. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  return (
    <li className={`chat-message chat-message-${message.role}`}>
      <div className="chat-bubble">
        <p className="chat-meta">
          <span className="chat-author">{AUTHOR[message.role]}</span>
          <time dateTime={new Date(message.timestamp).toISOString()}>{timeFormat.format(message.timestamp)}</time>
        </p>
        <p className="chat-text">{message.text}</p>
      </div>
    </li>
  );
}
