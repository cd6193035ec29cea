import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, eventStream, renderDashboard, storeUser } from '@/testing/dashboard';
import { TYPING_TICK_MS } from '@/features/chat';

const GENERATING_STEPS = [
  'Understanding your business',
  'Researching keywords and audiences',
  'Writing headlines and descriptions',
  'Planning your budget and next steps',
];
/** The Spanish line of docs/product.md P3.3, as the English interface says it. */
const GENERATION_FAILED_MESSAGE = 'Something went wrong while generating the answer.';
const CHAT_ERROR_MESSAGE = 'I apologize, but I encountered an error. Please try again.';

/** Streamed answers (issue 19), faked at the HTTP edge: the strategy section by section, the chat piece by piece. */

const ABOUT = 'Family bakery in Palermo, Buenos Aires: sourdough bread, medialunas and custom cakes.';
const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 3, name });

async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillForm() {
  const { user } = renderDashboard('/dashboard#new');
  await screen.findByRole('heading', { level: 3, name: 'Business Info' }, { timeout: 5000 });
  await enter(user, screen.getByLabelText('Describe your business'), ABOUT);
  await user.click(next());
  await stepHeading('Objectives');
  await user.click(screen.getByRole('radio', { name: /^Sales/ }));
  await user.click(next());
  await stepHeading('Targeting');
  await enter(user, screen.getByLabelText('Location'), 'Palermo, Buenos Aires');
  await enter(user, screen.getByLabelText('Language', { selector: 'input' }), 'Spanish');
  await user.click(next());
  await stepHeading('Keywords');
  await enter(user, screen.getByRole('textbox', { name: 'Keywords' }), 'pan de masa madre');
  await user.click(next());
  await stepHeading('Budget & Links');
  await user.type(screen.getByLabelText('Weekly budget (USD)'), '150');
  return user;
}

/** POST /campaign/user/user-1 answering `reply`, recording each request's headers. */
function strategyEndpoint(reply: () => Response | Promise<Response>) {
  const requests: { accept: string | null; authorization: string | null }[] = [];
  server.use(
    http.post('*/campaign/user/user-1', ({ request }) => {
      requests.push({ accept: request.headers.get('Accept'), authorization: request.headers.get('Authorization') });
      return reply();
    }),
  );
  return requests;
}

/** Fills the form and clicks Generate Strategy, with the endpoint answering `stream` (a new one unless given). */
async function startGenerating(stream?: ReturnType<typeof eventStream>) {
  const events = stream ?? eventStream();
  if (!stream) strategyEndpoint(() => events.response());
  const user = await fillForm();
  await user.click(screen.getByRole('button', { name: 'Generate Strategy' }));
  return events;
}

const currentStep = () => document.querySelector('.generating-step[aria-current="step"]')?.textContent;
const streamed = () => screen.queryByRole('region', { name: 'Strategy so far' });

const SUMMARY = 'Una campaña de Búsqueda para Palermo.';
const HEADLINES = ['Pan de masa madre', 'Tortas a pedido'];
const FINAL = 'ESTRATEGIA DE CAMPAÑA\n\nResumen\n' + SUMMARY;
/** The stored strategy the `done` event carries: a repair round changed the first headline. */
const STORED = {
  summary: SUMMARY,
  recommendedCampaignType: 'Search',
  bidding: 'Maximizar clics',
  adGroups: [],
  headlines: ['Pan de masa madre en Palermo', 'Tortas a pedido'],
  descriptions: [],
  negativeKeywords: [],
  budget: { weekly: 150, daily: 21.43, split: [] },
  kpis: [],
  nextSteps: [],
};

describe('streamed strategy (issue 19)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });

  it('follows the server: the current step is its progress, the sections render one by one, then done shows the stored strategy', async () => {
    const stream = eventStream();
    const requests = strategyEndpoint(() => stream.response());
    await startGenerating(stream);
    await screen.findByText('Generating Campaign Strategy');
    expect(requests).toEqual([{ accept: 'text/event-stream, application/json', authorization: 'Bearer test-id-token' }]);

    act(() => stream.send('progress', { step: 0 }));
    await waitFor(() => expect(currentStep()).toBe(`1${GENERATING_STEPS[0]}`));
    act(() => {
      stream.write(': ping\n\n');
      stream.send('progress', { step: 1 });
    });
    await waitFor(() => expect(currentStep()).toBe(`2${GENERATING_STEPS[1]}`));
    expect(streamed()).not.toBeInTheDocument();

    act(() => stream.send('section', { key: 'summary', value: SUMMARY }));
    const region = await screen.findByRole('region', { name: 'Strategy so far' });
    // Headings in the reader's language (the catalog), the text in the campaign's.
    expect(within(region).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(within(region).getByText(SUMMARY)).toHaveAttribute('lang', 'es');
    expect(within(region).queryByRole('heading', { name: 'Headlines' })).not.toBeInTheDocument();
    // The live region is the card's steps, not the text being written.
    expect(region.closest('[aria-live]')).toBeNull();

    act(() => {
      stream.send('progress', { step: 2 });
      // An event split across chunks still arrives whole.
      const event = `event: section\ndata: ${JSON.stringify({ key: 'headlines', value: HEADLINES })}\n\n`;
      stream.write(event.slice(0, 20));
      stream.write(event.slice(20));
    });
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Headlines' })).toBeInTheDocument());
    expect(currentStep()).toBe(`3${GENERATING_STEPS[2]}`);
    expect(document.querySelectorAll('.generating-step.is-done')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Summary', 'Ads', 'Headlines']);
    expect(screen.queryByText('Strategy ready')).not.toBeInTheDocument();

    act(() => {
      stream.send('progress', { step: 3 });
      stream.send('done', {
        response: FINAL,
        campaign: { id: 'new-1', name: 'Panadería Sol', status: 'Strategy ready', language: 'Spanish', strategy: STORED },
      });
      stream.close();
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Your strategy for Panadería Sol' })).toBeInTheDocument();
    // `done` replaces what was shown: the repaired headline is the stored one.
    expect(within(article).getByText(/Pan de masa madre en Palermo/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.queryByText('Generating Campaign Strategy')).not.toBeInTheDocument();
    expect(streamed()).not.toBeInTheDocument();
  });

  it("an error event mid-stream shows the generation error ('Ocurrió un error al generar la respuesta.' in Spanish) and gives the form back, without the partial strategy", async () => {
    const stream = await startGenerating();
    act(() => {
      stream.send('progress', { step: 1 });
      stream.send('section', { key: 'summary', value: SUMMARY });
    });
    await screen.findByRole('region', { name: 'Strategy so far' });

    act(() => {
      stream.send('error', { error: 'AI_ERROR', message: 'The model failed.', status: 502 });
      stream.close();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERATION_FAILED_MESSAGE);
    expect(streamed()).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Strategy' })).toBeEnabled();
  });

  it('a stream that ends without done or error is a failure too', async () => {
    const stream = await startGenerating();
    act(() => {
      stream.send('section', { key: 'summary', value: SUMMARY });
      stream.close();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERATION_FAILED_MESSAGE);
  });

  it('an error event with LIMIT_REACHED opens the campaign-limit modal, as a JSON 429 does', async () => {
    const stream = await startGenerating();
    act(() => {
      stream.send('error', { error: 'LIMIT_REACHED', message: 'Limit reached.', status: 429 });
      stream.close();
    });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(GENERATION_FAILED_MESSAGE)).not.toBeInTheDocument();
  });
});

const history = () => JSON.parse(localStorage.getItem('chatHistory') ?? '[]') as { role: string; text: string }[];
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messages = () => within(screen.getByRole('log', { name: 'Messages' })).queryAllByRole('listitem');

function chatEndpoint(reply: () => Response | Promise<Response>) {
  const accepts: (string | null)[] = [];
  server.use(
    http.post('*/chat', ({ request }) => {
      accepts.push(request.headers.get('Accept'));
      return reply();
    }),
  );
  return accepts;
}

/**
 * Typing ticks are faked (so waitFor cannot poll): lets the stream's piece arrive for real, one
 * typing tick at a time, until `done` holds.
 */
async function tickUntil(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      vi.advanceTimersByTime(TYPING_TICK_MS);
    });
  }
  expect(done()).toBe(true);
}

async function openChat() {
  const rendered = renderDashboard();
  await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 });
  return rendered;
}

describe('streamed chat (issue 19)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeUser();
    campaignsEndpoint([]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('types what has arrived at the docs/product.md P4.1 pace, waits for more, and keeps the whole answer in the history', async () => {
    const stream = eventStream();
    const accepts = chatEndpoint(() => stream.response());
    const { user } = await openChat();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.type(messageBox(), 'Ideas?');
    await user.click(sendButton());
    expect(await screen.findByText('Assistant is typing…')).toBeInTheDocument();
    expect(accepts).toEqual(['text/event-stream, application/json']);

    const first = 'Empieza con una campaña de Búsqueda.'; // 36 characters
    const timersBefore = vi.getTimerCount();
    act(() => stream.send('delta', { text: first }));
    const typing = await screen.findByTestId('typing-reply');
    const shown = () => typing.querySelector('.chat-text')?.textContent;
    expect(screen.queryByText('Assistant is typing…')).not.toBeInTheDocument();
    expect(shown()).toBe('');
    // The typing interval starts in an effect after that render; on a busy machine it can come later.
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(timersBefore));
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS));
    expect(shown()).toBe(first.slice(0, 1)); // within one tick of the first piece
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 9));
    expect(shown()).toBe(first.slice(0, 19)); // 10 ticks × 1.92: never faster than the pace
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 20));
    expect(shown()).toBe(first); // caught up with what has arrived, and waits
    expect(sendButton()).toBeDisabled();

    const second = ' Luego, Display.'; // 16 characters
    act(() => stream.send('delta', { text: second }));
    await tickUntil(() => shown()!.length > first.length);
    // Time spent waiting is not saved up: the new piece types at the pace too.
    expect(shown()!.length).toBeLessThanOrEqual(first.length + 2);
    expect(history().map((m) => m.role)).toEqual(['user']);

    act(() => {
      stream.send('done', { response: first + second });
      stream.close();
    });
    await tickUntil(() => screen.queryByTestId('typing-reply') === null);
    expect(messages().at(-1)).toHaveTextContent(first + second);
    expect(history()).toEqual([
      { role: 'user', text: 'Ideas?', timestamp: expect.any(Number) },
      { role: 'assistant', text: first + second, timestamp: expect.any(Number) },
    ]);
    await user.type(messageBox(), 'Gracias');
    expect(sendButton()).toBeEnabled();
  });

  it('an error event mid-reply drops the partial reply and shows the SPEC error', async () => {
    const stream = eventStream();
    chatEndpoint(() => stream.response());
    const { user } = await openChat();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.type(messageBox(), 'Ideas?');
    await user.click(sendButton());
    act(() => stream.send('delta', { text: 'Empieza con' }));
    await screen.findByTestId('typing-reply');
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 3));

    act(() => {
      stream.send('error', { error: 'AI_ERROR', message: 'The model failed.', status: 502 });
      stream.close();
    });
    await waitFor(() => expect(messages().at(-1)).toHaveTextContent(CHAT_ERROR_MESSAGE));
    expect(screen.queryByTestId('typing-reply')).not.toBeInTheDocument();
    expect(history().map((m) => m.text)).toEqual(['Ideas?', CHAT_ERROR_MESSAGE]);
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS * 20));
    expect(screen.queryByText(/Empieza con/)).not.toBeInTheDocument();
  });

  it("an AI quota failure keeps the SPEC apology and adds the server's reason, which waiting does not fix", async () => {
    const reason = "The AI service's account has run out of credit; the Pautia team has to top it up. Your question was not counted.";
    const stream = eventStream();
    chatEndpoint(() => stream.response());
    const { user } = await openChat();
    await user.type(messageBox(), 'Ideas?');
    await user.click(sendButton());
    act(() => {
      stream.send('error', { error: 'AI_QUOTA_EXHAUSTED', message: reason, status: 503 });
      stream.close();
    });
    await waitFor(() => expect(messages().at(-1)).toHaveTextContent(reason));
    expect(messages().at(-1)).toHaveTextContent(CHAT_ERROR_MESSAGE);
    expect(history().at(-1)?.text).toBe(`${CHAT_ERROR_MESSAGE}\n\n${reason}`);
  });

  it('with reduced motion, shows each piece as it arrives, without the pace', async () => {
    // The browser's setting, as jsdom lacks matchMedia.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    const stream = eventStream();
    chatEndpoint(() => stream.response());
    const { user } = await openChat();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await user.type(messageBox(), 'Ideas?');
    await user.click(sendButton());
    const piece = 'Empieza con una campaña de Búsqueda en Palermo, con foco en pan de masa madre.';
    act(() => stream.send('delta', { text: piece }));
    const typing = await screen.findByTestId('typing-reply');
    act(() => vi.advanceTimersByTime(TYPING_TICK_MS));
    expect(typing.querySelector('.chat-text')?.textContent).toBe(piece);
    act(() => {
      stream.send('done', { response: piece });
      stream.close();
    });
    await tickUntil(() => screen.queryByTestId('typing-reply') === null);
    expect(history().at(-1)).toMatchObject({ role: 'assistant', text: piece });
  });

  it('a JSON 429 before the stream opens shows the upgrade overlay', async () => {
    chatEndpoint(() => HttpResponse.json({ error: 'LIMIT_REACHED', message: 'Limit reached.' }, { status: 429 }));
    const { user } = await openChat();
    await user.type(messageBox(), 'Ideas?');
    await user.click(sendButton());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(history().map((m) => m.text)).toEqual(['Ideas?']);
  });
});
