import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SupportRequest } from '@contract/support';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';

function supportEndpoint() {
  const posts: Record<string, unknown>[] = [];
  const stored: SupportRequest[] = [];
  server.use(
    http.get('*/campaign/user/user-1', () =>
      HttpResponse.json({
        campaigns: [
          {
            id: 'c1',
            name: 'La Espiga',
            status: 'Strategy ready',
            objective: 'Leads',
            type: 'Search',
            location: 'Córdoba',
            language: 'Spanish',
            budget: 100,
          },
        ],
      }),
    ),
    http.get('*/support/user-1/requests', () => HttpResponse.json({ requests: stored })),
    http.post('*/support/user-1/requests', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      const created: SupportRequest = {
        id: `r${posts.length}`,
        topic: body['topic'] as SupportRequest['topic'],
        message: String(body['message']),
        status: 'open',
        createdAt: '2026-11-23T22:00:00.000Z',
        plan: 'PREMIUM',
        assignee: 'Lucía Gómez',
        replyWithinHours: 4,
        conversationLength: (body['conversation'] as unknown[]).length,
        campaign: { id: 'c1', name: 'La Espiga' },
      };
      stored.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return posts;
}

describe('Talk to a person', { timeout: 20_000 }, () => {
  it('opens a request from the chat with the conversation and the campaign, and the user follows it', async () => {
    storeUser({ plan: 'PREMIUM' });
    server.use(http.get('*/chat/user-1/history', () => HttpResponse.json({ exchanges: [], memory: 100 })));
    localStorage.setItem(
      'chatHistory',
      JSON.stringify([
        { role: 'user', text: 'Why was I charged twice?', timestamp: 1 },
        { role: 'assistant', text: 'I can’t see payments.', timestamp: 2 },
      ]),
    );
    const posts = supportEndpoint();
    const { user } = renderApp('/dashboard', { session: fakeSession({ user: fakeUser() }) });
    const campaign = await screen.findByRole('button', { name: /La Espiga/ }, { timeout: 5000 });
    await user.click(campaign);
    await user.click(screen.getByRole('link', { name: 'Talk to a person' }));
    await screen.findByRole('heading', { level: 1, name: 'Talk to a person' }, { timeout: 5000 });
    expect(screen.getByText('Priority support: your account manager replies within 4 business hours')).toBeInTheDocument();
    expect(screen.getByLabelText('Attach the conversation (3 messages) and the campaign')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a topic and write your message.');
    expect(posts).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Topic'), 'billing');
    await user.type(screen.getByLabelText('Your message'), 'Please check my invoice.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Sent. Lucía Gómez, your account manager, replies within 4 business hours; follow it below.'),
    ).toBeInTheDocument();
    expect(posts[0]).toMatchObject({ userId: 'user-1', topic: 'billing', message: 'Please check my invoice.', campaignId: 'c1' });
    expect((posts[0]!['conversation'] as { text: string }[]).map((m) => m.text)).toContain('Why was I charged twice?');
    const list = screen.getByRole('region', { name: 'Your requests' });
    expect(await within(list).findByText('Please check my invoice.')).toBeInTheDocument();
    expect(within(list).getByText(/Lucía Gómez replies within 4 business hours/)).toBeInTheDocument();
  });
});
