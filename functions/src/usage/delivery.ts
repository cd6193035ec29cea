/**
 * A unit is spent once the answer has been delivered: a streamed request whose client
 * goes away before anything of the answer reached it is cancelled and gets its unit back; after
 * the first section or text piece (what was sent was received) the client's departure no longer
 * cancels anything — the work finishes, is stored, and the unit stays spent.
 */
export interface Delivery {
  /** Aborts when the client goes away before anything was delivered; undefined without a client signal. */
  readonly cancel: AbortSignal | undefined;
  readonly delivered: boolean;
  /** Call as a piece of the answer is sent; the first call runs `onFirstDelivery`. */
  markDelivered(): void;
}

export function delivery(client: AbortSignal | undefined, onFirstDelivery: () => void): Delivery {
  const controller = new AbortController();
  let delivered = false;
  const onClientGone = () => {
    if (!delivered) controller.abort();
  };
  if (client?.aborted) onClientGone();
  else client?.addEventListener('abort', onClientGone, { once: true });
  return {
    cancel: client ? controller.signal : undefined,
    get delivered() {
      return delivered;
    },
    markDelivered() {
      // A piece written after the client left (and the work was cancelled) reached nobody.
      if (delivered || controller.signal.aborted || client?.aborted) return;
      delivered = true;
      onFirstDelivery();
    },
  };
}
