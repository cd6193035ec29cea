import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatSuggestion } from '@contract/api';
import { useApiClient } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n';
import { getChatHistory, startNewConversation } from '../api/chat-history';
import { useSendChatMessage } from '../api/send-chat-message';
import { chatMessage, loadChatHistory, mergeStoredHistory, saveChatHistory, type ChatMessage } from '../utils/chat-history';
import { isLimitError } from '@/lib/limit-error';

/** AI failures whose server message says what happened and what to do (ADR 24). */
const AI_REASONS = new Set(['AI_RATE_LIMITED', 'AI_QUOTA_EXHAUSTED', 'AI_DECLINED']);
import { TYPING_TICK_MS, tick, type TypingCursor } from '../utils/typing';

/** The reply being typed out: the text that has arrived and how much of it shows. */
export interface TypingReply {
  text: string;
  shown: number;
}

/** The reply as it streams in: what has arrived, whether it is whole, and the typing cursor. */
interface Incoming {
  text: string;
  complete: boolean;
  cursor: TypingCursor;
  /** Lines for one ad group the answer offers to add (known once the answer is whole). */
  suggestion?: ChatSuggestion;
}

/**
 * The conversation: history (kept as `chatHistory`), sending, the typing effect, and the
 * upgrade overlay. The reply streams in (POST /chat with Server-Sent Events) and is typed out as it
 * arrives, at the pace of docs/product.md P4.1 and never ahead of what has arrived; it joins the history once whole
 * and fully typed. It lives in the dashboard page, so switching to the form and back neither drops
 * a pending reply nor stops one being typed.
 */
export function useChat(uid: string | null, options: { keepsHistory?: boolean } = {}) {
  const { mutateAsync: sendChatMessage } = useSendChatMessage();
  const api = useApiClient();
  const { t } = useI18n();
  const keepsHistory = Boolean(options.keepsHistory);
  const [messages, setMessages] = useState<ChatMessage[]>(loadChatHistory);
  // The campaign last brought into the conversation (attached to a support request).
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [typing, setTyping] = useState<TypingReply | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  // The history as last committed, readable from callbacks that outlive a render (or the page).
  const history = useRef(messages);
  const incoming = useRef<Incoming | null>(null);
  const mounted = useRef(true);

  const append = useCallback((message: ChatMessage) => {
    const next = [...history.current, message];
    history.current = next;
    saveChatHistory(next);
    if (mounted.current) setMessages(next);
  }, []);

  /** The reply is whole and typed: into the history. */
  const finish = useCallback(() => {
    const reply = incoming.current;
    if (!reply) return;
    incoming.current = null;
    setTyping(null);
    append(chatMessage('assistant', reply.text, reply.suggestion));
  }, [append]);

  // The typing effect: one tick every 16 ms while a reply is streaming in or still being typed.
  const typingActive = typing !== null;
  useEffect(() => {
    if (!typingActive) return;
    const timer = setInterval(() => {
      const reply = incoming.current;
      if (!reply) return;
      reply.cursor = prefersReducedMotion() ? { shown: reply.text.length, credit: 0 } : tick(reply.cursor, reply.text.length);
      if (reply.complete && reply.cursor.shown >= reply.text.length) {
        clearInterval(timer);
        finish();
        return;
      }
      setTyping((current) =>
        current && current.shown === reply.cursor.shown && current.text === reply.text
          ? current
          : { text: reply.text, shown: reply.cursor.shown },
      );
    }, TYPING_TICK_MS);
    return () => clearInterval(timer);
  }, [typingActive, finish]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving mid-reply: what has arrived is the user's; the rest is saved when it comes.
      const reply = incoming.current;
      if (reply?.complete) {
        incoming.current = null;
        saveChatHistory([...history.current, chatMessage('assistant', reply.text, reply.suggestion)]);
      }
    };
  }, []);

  const busy = pending || typing !== null;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  // Pro and Premium: the conversation stored on the server comes back on any device,
  // merged with this browser's campaign summaries; Free and Trial keep the browser's history only.
  useEffect(() => {
    if (!keepsHistory || !uid) return;
    let cancelled = false;
    void getChatHistory(api, uid).then((result) => {
      if (cancelled || !result.ok || busyRef.current) return;
      const next = mergeStoredHistory(history.current, result.data.exchanges);
      if (next === history.current) return;
      history.current = next;
      saveChatHistory(next);
      if (mounted.current) setMessages(next);
    });
    return () => {
      cancelled = true;
    };
  }, [api, keepsHistory, uid]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || busy || !uid) return false;
      append(chatMessage('user', message));
      setPending(true);
      const started = (reply: Incoming) => {
        incoming.current = reply;
        setPending(false);
        setTyping({ text: reply.text, shown: 0 });
      };
      const result = await sendChatMessage({
        request: { userId: uid, message },
        onDelta: (piece) => {
          if (incoming.current) incoming.current.text += piece;
          else started({ text: piece, complete: false, cursor: { shown: 0, credit: 0 } });
        },
      });
      setPending(false);
      if (result.ok && typeof result.data?.response === 'string') {
        // The whole answer as stored (what streamed, or all of it at once from a JSON answer).
        const reply = incoming.current ?? { text: '', complete: false, cursor: { shown: 0, credit: 0 } };
        reply.text = result.data.response;
        if (result.data.suggestion) reply.suggestion = result.data.suggestion;
        reply.complete = true;
        if (!incoming.current) started(reply);
        if (!mounted.current) {
          incoming.current = null;
          append(chatMessage('assistant', reply.text, reply.suggestion));
        }
        return true;
      }
      // A failed reply never stays on screen looking complete.
      incoming.current = null;
      setTyping(null);
      if (!result.ok && isLimitError(result)) setLimitReached(true);
      // The apology of docs/product.md P4.1, kept in the history in the language it was shown in;
      // when the AI's failure has a reason waiting does not fix (rate limit, the operator's quota, a
      // refusal: ADR 24), the server's own message, already in the reader's language, follows it.
      else {
        const reason = !result.ok && result.error && AI_REASONS.has(result.error.error) ? result.error.message : '';
        append(chatMessage('assistant', reason ? `${t('dashboard.chat.error')}\n\n${reason}` : t('dashboard.chat.error')));
      }
      return true;
    },
    [sendChatMessage, append, busy, t, uid],
  );

  const addSystemMessage = useCallback((text: string) => append(chatMessage('system', text)), [append]);

  /**
   * A campaign's summary card (docs/product.md P4.1); once per conversation: clicking the same
   * campaign again adds no second card. Answers whether a card was added.
   */
  const addCampaignSummary = useCallback(
    (id: string, text: string) => {
      setCampaignId(id);
      if (history.current.some((m) => m.role === 'system' && m.text === text)) return false;
      append(chatMessage('system', text));
      return true;
    },
    [append],
  );

  /** "New conversation": the history empties here, and on the server for the plans that keep it. */
  const newConversation = useCallback(async () => {
    if (busy) return;
    history.current = [];
    saveChatHistory([]);
    setMessages([]);
    setCampaignId(null);
    if (keepsHistory && uid) await startNewConversation(api, uid);
  }, [api, busy, keepsHistory, uid]);
  const closeLimit = useCallback(() => setLimitReached(false), []);

  return {
    uid,
    messages,
    pending,
    typing,
    busy,
    send,
    addSystemMessage,
    addCampaignSummary,
    newConversation,
    campaignId,
    limitReached,
    closeLimit,
  };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
