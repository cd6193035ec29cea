import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** docs/product.md P4.1: the chat follows new content while the reader is within 60 px of the bottom. */
export const AUTO_SCROLL_THRESHOLD_PX = 60;

export function distanceFromBottom(el: HTMLElement): number {
  return el.scrollHeight - el.scrollTop - el.clientHeight;
}

/**
 * Keeps `ref` scrolled to the bottom when `content` changes, unless the reader has scrolled up
 * further than the threshold. Where the reader is gets measured on every scroll, before new content
 * changes the heights.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, content: unknown) {
  const following = useRef(true);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (el) following.current = distanceFromBottom(el) <= AUTO_SCROLL_THRESHOLD_PX;
  }, [ref]);

  const scrollToBottom = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    following.current = true;
    el.scrollTop = el.scrollHeight;
  }, [ref]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [ref, content]);

  return { onScroll, scrollToBottom };
}
