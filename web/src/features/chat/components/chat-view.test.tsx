import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, findSidebar, gate, renderDashboard, storeUser } from '@/testing/dashboard';
import { TYPING_TICK_MS } from '../utils/typing';

const CHAT_ERROR_MESSAGE = 'I apologize, but I encountered an error. Please try again.';
const history = () => JSON.parse(localStorage.getItem('chatHistory') ?? '[]') as { role: string; text: string; timestamp: number }[];
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messages = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');

function chatReplies(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/chat', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function openChat() {
  const rendered = renderDashboard();
  // The page is a lazily loaded route: give the first render time on a busy machine.
  await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 });
  return rendered;
}

describe('chat view', { timeout: 15_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('shows the stored chatHistory with each role', async () => {
    localStorage.setItem(
      'chatHistory',
      JSON.stringify([
        { role: 'user', text: 'Hola', timestamp: 1 },
        { role: 'assistant', text: '¿En qué te ayudo?', timestamp: 2 },
        { role: 'system', text: 'Campaign summary', timestamp: 3 },
        { role: 'hacker', text: 'dropped', timestamp: 4 },
      ]),
    );
    await openChat();
    const items = messages();
    expect(items.map((li) => li.className)).toEqual([
      'chat-message chat-message-user',
      'chat-message chat-message-assistant',
      'chat-message chat-message-system',
    ]);
    expect(items[1]).toHaveTextContent('¿En qué te ayudo?');
  });

  it('disables Send for an empty message and while a reply is pending or being typed', async () => {
    const answer = gate();
    const bodies = chatReplies(async () => {
      await answer.opened;
      return HttpResponse.json({ response: 'Sure.' });
    });
    const { user } = await openChat();
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '  Which keywords?  ');
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    expect(await screen.findByText('Assistant is typing…')).toBeInTheDocument();
    await user.type(messageBox(), 'Next question');
    expect(sendButton()).toBeDisabled();
    expect(bodies).toEqual([{ userId: 'user-1', message: 'Which keywords?' }]);

    answer.release();
    await waitFor(() => expect(history().at(-1)).toMatchObject({ role: 'assistant', text: 'Sure.' }));
    expect(sendButton()).toBeEnabled();
  });

  it('types the reply at 120 characters per second on a 16 ms tick, then adds it to the history', async () => {
    const reply = 'Start with a Search campaign in Palermo: bid on "sourdough bread" and "custom cakes" first. ok!!';
    expect(reply).toHaveLength(96);
    chatReplies(() => HttpResponse.json({ response: reply }));
    const { user } = await openChat();
    // Only the typing ticks are faked; the request itself runs for real through msw.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.type(messageBox(), 'Ideas?');
    await user.click(sendButton());
    const typing = await screen.findByTestId('typing-reply');
    const shown = () => typing.querySelector('.chat-text')?.textContent;
    expect(shown()).toBe('');
    expect(sendButton()).toBeDisabled();

    act(() => vi.advanceTimersByTime(TYPING_TICK_MS));
    expect(shown()).toBe(reply.slice(0, 1));
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 9));
    expect(shown()).toBe(reply.slice(0, 19)); // 10 ticks × 1.92
    expect(history().map((m) => m.role)).toEqual(['user']);

    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 39)); // 49 ticks: 94 characters
    expect(shown()).toBe(reply.slice(0, 94));
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS)); // 50 ticks: all 96
    expect(screen.queryByTestId('typing-reply')).not.toBeInTheDocument();
    expect(messages().at(-1)).toHaveTextContent(reply);
    expect(history()).toEqual([
      { role: 'user', text: 'Ideas?', timestamp: expect.any(Number) },
      { role: 'assistant', text: reply, timestamp: expect.any(Number) },
    ]);
  });

  it('keeps a reply whole when the user opens the form while it is being typed', async () => {
    chatReplies(() => HttpResponse.json({ response: 'A long answer that is still being typed out.' }));
    const { user, router } = await openChat();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.type(messageBox(), 'Hi');
    await user.click(sendButton());
    await screen.findByTestId('typing-reply');
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 3));
    await act(() => router.navigate('/dashboard#new'));
    await act(() => router.navigate('/dashboard'));
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 100));
    expect(history().at(-1)).toMatchObject({ role: 'assistant', text: 'A long answer that is still being typed out.' });
    expect(messages().at(-1)).toHaveTextContent('A long answer that is still being typed out.');
  });

  it.each([
    ['a 429', () => HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x', feature: 'ai_queries' }, { status: 429 })],
    ['a body error LIMIT_REACHED', () => HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x' }, { status: 403 })],
    ['a body feature ai_queries', () => HttpResponse.json({ error: 'FORBIDDEN', message: 'x', feature: 'ai_queries' }, { status: 400 })],
  ])('opens the upgrade overlay on %s; Close closes it and focus returns to the message box', async (_label, reply) => {
    chatReplies(reply);
    const { user } = await openChat();
    await user.type(messageBox(), 'One more');
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to keep chatting' });
    expect(dialog).toHaveAccessibleDescription("You've exceeded the number of chats allowed in your plan.");
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
    expect(history().map((m) => m.role)).toEqual(['user']);
  });

  it('the overlay closes on Escape, keeps Tab inside, and its Upgrade link goes to /pricing', async () => {
    chatReplies(() => HttpResponse.json({ error: 'LIMIT_REACHED', message: 'x' }, { status: 429 }));
    const { user, router } = await openChat();
    await user.type(messageBox(), 'Hi');
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const upgrade = within(dialog).getByRole('link', { name: 'Upgrade' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(upgrade).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(upgrade).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(messageBox(), 'Again');
    await user.click(sendButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Upgrade' }));
    // The navigation ends once the page's code is in (cold in a test file): the limit is for hangs.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'), { timeout: 5000 });
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'INTERNAL', message: 'x' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer without response', () => HttpResponse.json({ nope: 1 })],
  ])('adds the apology as an assistant message on %s', async (_label, reply) => {
    chatReplies(reply);
    const { user } = await openChat();
    await user.type(messageBox(), 'Hi{Enter}');
    await waitFor(() => expect(messages().at(-1)).toHaveTextContent(CHAT_ERROR_MESSAGE));
    expect(messages().at(-1)).toHaveClass('chat-message-assistant');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends with Enter and keeps Shift+Enter for a new line', async () => {
    const bodies = chatReplies(() => HttpResponse.json({ response: 'ok' }));
    const { user } = await openChat();
    await user.type(messageBox(), 'line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ userId: 'user-1', message: 'line one\nline two' }]));
  });

  it("clicking a campaign adds a system summary, with '-' for missing values", async () => {
    campaignsEndpoint([
      {
        id: 'c1',
        name: 'Panadería Sol',
        objective: 'Sales',
        type: 'Search',
        location: 'Palermo',
        language: 'Spanish',
        budget: 150,
        createdAt: 2,
      },
      { id: 'c2', name: 'Bare', createdAt: 1 },
    ]);
    const { user } = await openChat();
    const side = await findSidebar();
    await user.click(await side.findByRole('button', { name: /Panadería Sol/ }));
    await user.click(side.getByRole('button', { name: /Bare/ }));
    const [full, bare] = messages();
    expect(full).toHaveClass('chat-message-system');
    expect(full?.querySelector('.chat-text')?.textContent).toBe(
      'Campaign summary\nName: Panadería Sol\nObjective: Sales\nType: Search\nLocation: Palermo\nLanguage: Spanish\nBudget: $150.00/week',
    );
    expect(bare?.querySelector('.chat-text')?.textContent).toBe(
      'Campaign summary\nName: Bare\nObjective: -\nType: -\nLocation: -\nLanguage: -\nBudget: -',
    );
    expect(history().map((m) => m.role)).toEqual(['system', 'system']);
  });
});

describe('chat auto-scroll (within 60 px of the bottom)', () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([{ id: 'c1', name: 'Panadería Sol', createdAt: 1 }]);
  });

  /** jsdom has no layout: give the log a scroll geometry the test controls. */
  function fakeGeometry(log: HTMLElement, { scrollHeight, clientHeight }: { scrollHeight: number; clientHeight: number }) {
    let top = 0;
    const geometry = { scrollHeight, clientHeight };
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => geometry.scrollHeight });
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => geometry.clientHeight });
    Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => (top = v) });
    return geometry;
  }

  it.each([
    [60, true],
    [55, true],
    [61, false],
    [300, false],
  ])('%i px from the bottom: follows new content = %s', async (distance, follows) => {
    const { user } = renderDashboard();
    const log = await screen.findByTestId('chat-log', {}, { timeout: 5000 });
    const geometry = fakeGeometry(log, { scrollHeight: 1000, clientHeight: 400 });
    log.scrollTop = 1000 - 400 - distance;
    fireEvent.scroll(log);

    geometry.scrollHeight = 1200; // a new message makes the log taller
    await user.click(await (await findSidebar()).findByRole('button', { name: /Panadería Sol/ }));
    await waitFor(() => expect(screen.getAllByText(/Campaign summary/).length).toBe(1));
    expect(log.scrollTop).toBe(follows ? 1200 : 1000 - 400 - distance);
  });
});
