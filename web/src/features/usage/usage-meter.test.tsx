import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { UsageMeterResponse } from '@contract/usage';
import { createApiClient } from '@/lib/api-client';
import { SessionContext } from '@/lib/session';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { storeUser } from '@/features/dashboard/dashboard-test-utils';
import { UsageMeter } from './usage-meter';

const usage = (strategiesUsed: number, questionsUsed: number): UsageMeterResponse => ({
  plan: 'PRO',
  campaigns: { used: strategiesUsed, limit: 3, resetsAt: '2026-12-01T00:00:00.000Z' },
  ai_queries: { used: questionsUsed, limit: 100, resetsAt: '2026-12-01T00:00:00.000Z' },
});

/** The backend at its HTTP edge: /usage answers each figure in turn; records Pautia-Read. */
function answerUsage(...answers: UsageMeterResponse[]) {
  const freshReads: (string | null)[] = [];
  server.use(
    http.get('*/usage/:uid', ({ request }) => {
      freshReads.push(request.headers.get('pautia-read'));
      return HttpResponse.json(answers[Math.min(freshReads.length - 1, answers.length - 1)]);
    }),
    http.post('*/chat', () => HttpResponse.json({ response: 'Hola' })),
  );
  return freshReads;
}

function renderMeter() {
  storeUser({ plan: 'PRO' });
  render(
    <SessionContext value={fakeSession({ user: fakeUser() })}>
      <MemoryRouter>
        <UsageMeter />
      </MemoryRouter>
    </SessionContext>,
  );
}

const meter = () => screen.getByRole('region', { name: 'Plan usage' });

describe('UsageMeter', () => {
  it('shows what the plan has left, and asks again (fresh) after a change made in this tab', async () => {
    const freshReads = answerUsage(usage(1, 10), usage(1, 11));
    renderMeter();
    expect(await screen.findByText('Strategies: 2 of 3 left · Questions: 90 of 100 left')).toBeInTheDocument();
    await act(() => createApiClient(async () => 'token')('/chat', { method: 'POST', body: { message: '¿Cuánto invierto?' } }));
    expect(await screen.findByText('Strategies: 2 of 3 left · Questions: 89 of 100 left')).toBeInTheDocument();
    expect(freshReads).toEqual([null, 'fresh']);
    expect(meter()).toHaveTextContent('Upgrade');
  });

  it('asks again after a change made in another tab', async () => {
    answerUsage(usage(1, 10), usage(2, 10));
    renderMeter();
    await screen.findByText('Strategies: 2 of 3 left · Questions: 90 of 100 left');
    act(() => {
      localStorage.setItem('pautia.lastChangeAt', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'pautia.lastChangeAt' }));
    });
    expect(await screen.findByText('Strategies: 1 of 3 left · Questions: 90 of 100 left')).toBeInTheDocument();
  });
});
