/** The chat's public face: the conversation's state (kept by the page that composes it) and its view. */
export { ChatView } from './components/chat-view';
export { useChat } from './hooks/use-chat';
export { TYPING_TICK_MS } from './utils/typing';
