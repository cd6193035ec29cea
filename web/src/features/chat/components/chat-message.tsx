import { useI18n, type MessageId } from '@/lib/i18n';
import type { ChatMessage } from '../utils/chat-history';
import { ChatMarkdown } from './chat-markdown';
import { AddToGroup } from './add-to-group';

const AUTHOR: Record<ChatMessage['role'], MessageId> = {
  user: 'dashboard.chat.author.user',
  assistant: 'dashboard.chat.author.assistant',
  system: 'dashboard.chat.author.system',
};

/**
 * One message. The assistant's answers render as safe Markdown (lists, bold, links; never HTML);
 * what the user typed and the campaign summaries keep their line breaks and are shown as written.
 */
export function ChatMessageItem({ message, uid = null }: { message: ChatMessage; uid?: string | null }) {
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
        {message.role === 'assistant' ? <ChatMarkdown text={message.text} /> : <p className="chat-text">{message.text}</p>}
        {message.role === 'assistant' && message.suggestion && <AddToGroup uid={uid} suggestion={message.suggestion} />}
      </div>
    </li>
  );
}
