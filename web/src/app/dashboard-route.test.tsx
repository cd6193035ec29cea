import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UsageMeterResponse } from '@contract/usage';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser, storeUser } from '@/testing/session';

const usage = (questionsUsed: number): UsageMeterResponse => ({
  plan: 'PRO',
  campaigns: { used: 1, limit: 3, resetsAt: '2026-12-01T12:00:00.000Z' },
  ai_queries: { used: questionsUsed, limit: 100, resetsAt: '2026-12-01T12:00:00.000Z' },
});

describe('/dashboard: the usage meter beside the chat', { timeout: 15_000 }, () => {
  it('reads the usage again, fresh (ADR 19), after a question', async () => {
    storeUser({ plan: 'PRO' });
    const usageReads: (string | null)[] = [];
    server.use(
      http.get('*/campaign/user/user-1', () => HttpResponse.json({ campaigns: [] })),
      http.get('*/usage/user-1', ({ request }) => {
        usageReads.push(request.headers.get('pautia-read'));
        return HttpResponse.json(usage(9 + usageReads.length));
      }),
      http.post('*/chat', () => HttpResponse.json({ response: 'Hola' })),
    );
    const { user } = renderApp('/dashboard', { session: fakeSession({ user: fakeUser() }) });
    const meter = await screen.findByRole('region', { name: 'Plan usage' }, { timeout: 5000 });
    expect(await within(meter).findByText('1 of 3 strategies used · 10 of 100 questions used')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), '¿Cuánto invierto?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(meter).findByText('1 of 3 strategies used · 11 of 100 questions used')).toBeInTheDocument();
    expect(usageReads).toEqual([null, 'fresh']);
  });
});
