import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { campaignsEndpoint, findSidebar, renderDashboard, storeUser } from '@/testing/dashboard';

/**
 * Issue 28 item 3: the conversation the plan keeps comes back after signing in again, answers are
 * safe Markdown, "New conversation", one summary card per campaign, and "Talk to a person".
 */
const stored = () => JSON.parse(localStorage.getItem('chatHistory') ?? '[]') as { role: string; text: string }[];
// The conversation's own items (an answer's Markdown lists are lists of their own).
const messages = () => [...screen.getByRole('log', { name: 'Messages' }).querySelectorAll<HTMLElement>(':scope > li')];

function historyEndpoint(exchanges: { message: string; response: string; createdAt: string }[], memory = 100) {
  const calls = { history: 0, fresh: 0 };
  server.use(
    http.get('*/chat/user-1/history', () => {
      calls.history += 1;
      return HttpResponse.json({ exchanges, memory });
    }),
    http.post('*/chat/user-1/new', () => {
      calls.fresh += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const openChat = async () => {
  const rendered = renderDashboard();
  await screen.findByRole('heading', { name: 'Campaign assistant' }, { timeout: 5000 });
  return rendered;
};

describe('chat history the plan keeps', { timeout: 15_000 }, () => {
  beforeEach(() =>
    campaignsEndpoint([
      {
        id: 'c1',
        name: 'Panadería – Córdoba',
        status: 'Strategy ready',
        objective: 'Leads',
        type: 'Search',
        location: 'Córdoba',
        language: 'Spanish',
        budget: 100,
      },
    ]),
  );

  it('restores a Premium conversation on a new device (nothing in this browser)', async () => {
    storeUser({ plan: 'PREMIUM' });
    historyEndpoint([
      { message: 'What is a CPC?', response: 'The **cost per click**.', createdAt: '2026-11-20T10:00:00.000Z' },
      { message: 'Is 100 a week enough?', response: 'Yes, for Córdoba.', createdAt: '2026-11-20T10:01:00.000Z' },
    ]);
    await openChat();
    await waitFor(() => expect(messages()).toHaveLength(4));
    expect(messages()[0]).toHaveTextContent('What is a CPC?');
    expect(within(messages()[1]!).getByText('cost per click').tagName).toBe('STRONG');
    expect(stored().map((m) => m.text)).toEqual([
      'What is a CPC?',
      'The **cost per click**.',
      'Is 100 a week enough?',
      'Yes, for Córdoba.',
    ]);
  });

  it('does not ask the server on Free: the browser keeps its own history', async () => {
    storeUser({ plan: 'BASIC' });
    const calls = historyEndpoint([{ message: 'elsewhere', response: 'x', createdAt: '2026-11-20T10:00:00.000Z' }]);
    localStorage.setItem('chatHistory', JSON.stringify([{ role: 'user', text: 'Local only', timestamp: 1 }]));
    await openChat();
    expect(messages()).toHaveLength(1);
    expect(calls.history).toBe(0);
  });

  it('starts a new conversation here and on the server', async () => {
    storeUser({ plan: 'PRO' });
    const calls = historyEndpoint([{ message: 'Old question', response: 'Old answer', createdAt: '2026-11-20T10:00:00.000Z' }], 20);
    const { user } = await openChat();
    await waitFor(() => expect(messages()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await waitFor(() => expect(calls.fresh).toBe(1));
    expect(messages()).toHaveLength(0);
    expect(stored()).toEqual([]);
  });

  it('adds one summary card per campaign, however often it is clicked', async () => {
    storeUser({ plan: 'BASIC' });
    const { user } = await openChat();
    const sidebar = await findSidebar();
    const open = await sidebar.findByRole('button', { name: /Panadería – Córdoba/ });
    await user.click(open);
    await user.click(open);
    await waitFor(() => expect(messages()).toHaveLength(1));
    expect(stored().filter((m) => m.role === 'system')).toHaveLength(1);
  });

  it('offers “Talk to a person”, and the empty chat names no side of the screen', async () => {
    storeUser({ plan: 'BASIC' });
    await openChat();
    expect(screen.getByRole('link', { name: 'Talk to a person' })).toHaveAttribute('href', '/help');
    expect(screen.queryByText(/on the left/)).not.toBeInTheDocument();
  });
});

describe('answers as safe Markdown', { timeout: 15_000 }, () => {
  beforeEach(() => campaignsEndpoint([]));

  it('renders lists, bold and links, drops HTML and unsafe links, and keeps user text as typed', async () => {
    storeUser({ plan: 'BASIC' });
    localStorage.setItem(
      'chatHistory',
      JSON.stringify([
        { role: 'user', text: '**not bold** <b>mine</b>', timestamp: 1 },
        {
          role: 'assistant',
          text: 'Three steps:\n\n- **Pick** keywords\n- Set a [budget](https://support.google.com/google-ads)\n- <img src=x onerror=alert(1)>Watch\n\n[click](javascript:alert(1)) <script>alert(1)</script>',
          timestamp: 2,
        },
      ]),
    );
    await openChat();
    const [mine, answer] = messages();
    expect(mine).toHaveTextContent('**not bold** <b>mine</b>');
    expect(within(answer!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(answer!).getByText('Pick').tagName).toBe('STRONG');
    const link = within(answer!).getByRole('link', { name: 'budget' });
    expect(link).toHaveAttribute('href', 'https://support.google.com/google-ads');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(answer!.querySelector('img, script')).toBeNull();
    const unsafe = within(answer!).queryByRole('link', { name: 'click' });
    expect(unsafe?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });
});
