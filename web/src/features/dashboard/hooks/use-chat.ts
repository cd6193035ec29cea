import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/lib/api-client';
import { sendChatMessage } from '../api/send-chat-message';
import { chatMessage, loadChatHistory, saveChatHistory, type ChatMessage } from '../utils/chat-history';
import { isLimitError } from '../utils/limit-error';
import { TYPING_TICK_MS, typedLength } from '../utils/typing';

export const CHAT_ERROR_MESSAGE = 'I apologize, but I encountered an error. Please try again.';

/** The reply being typed out: its full text and how much of it shows. */
export interface TypingReply {
  text: string;
  shown: number;
}

/**
 * The conversation: history (kept as `chatHistory`), sending, the typing effect, and the
 * upgrade overlay. It lives in the dashboard page, so switching to the form and back neither
 * drops a pending reply nor stops one being typed.
 */
export function useChat(uid: string | null) {
  const api = useApiClient();
  const [messages, setMessages] = useState<ChatMessage[]>(loadChatHistory);
  const [pending, setPending] = useState(false);
  const [typing, setTyping] = useState<TypingReply | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  // The history as last committed, readable from callbacks that outlive a render (or the page).
  const history = useRef(messages);

  const append = useCallback((message: ChatMessage) => {
    const next = [...history.current, message];
    history.current = next;
    saveChatHistory(next);
    setMessages(next);
  }, []);

  // The typing effect: one tick every 16 ms until the whole reply shows, then into the history.
  const typingText = typing?.text;
  useEffect(() => {
    if (typingText === undefined) return;
    if (prefersReducedMotion()) {
      setTyping(null);
      append(chatMessage('assistant', typingText));
      return;
    }
    let ticks = 0;
    let done = false;
    const timer = setInterval(() => {
      ticks += 1;
      const shown = typedLength(ticks, typingText.length);
      if (shown < typingText.length) {
        setTyping({ text: typingText, shown });
        return;
      }
      done = true;
      clearInterval(timer);
      setTyping(null);
      append(chatMessage('assistant', typingText));
    }, TYPING_TICK_MS);
    return () => {
      clearInterval(timer);
      // Leaving mid-reply: the reply is still the user's, keep it whole.
      if (!done) saveChatHistory([...history.current, chatMessage('assistant', typingText)]);
    };
  }, [typingText, append]);

  const busy = pending || typing !== null;

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || busy || !uid) return false;
      append(chatMessage('user', message));
      setPending(true);
      const result = await sendChatMessage(api, { userId: uid, message });
      setPending(false);
      if (result.ok && typeof result.data?.response === 'string') setTyping({ text: result.data.response, shown: 0 });
      else if (!result.ok && isLimitError(result)) setLimitReached(true);
      else append(chatMessage('assistant', CHAT_ERROR_MESSAGE));
      return true;
    },
    [api, append, busy, uid],
  );

  const addSystemMessage = useCallback((text: string) => append(chatMessage('system', text)), [append]);
  const closeLimit = useCallback(() => setLimitReached(false), []);

  return { messages, pending, typing, busy, send, addSystemMessage, limitReached, closeLimit };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
