import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { UsageMeterResponse } from '@contract/usage';
import type { InterfaceLanguage } from '@contract/languages';
import { SessionContext } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { fakeSession, fakeUser } from '@/testing/session';
import { storeUser } from '@/testing/session';
import { UsageMeter } from './usage-meter';

const usage = (strategiesUsed: number, questionsUsed: number): UsageMeterResponse => ({
  plan: 'PRO',
  campaigns: { used: strategiesUsed, limit: 3, resetsAt: '2026-12-01T12:00:00.000Z' },
  ai_queries: { used: questionsUsed, limit: 100, resetsAt: '2026-12-01T12:00:00.000Z' },
});

/** The backend at its HTTP edge: /usage answers each figure in turn; records Pautia-Read. */
function answerUsage(...answers: UsageMeterResponse[]) {
  const freshReads: (string | null)[] = [];
  server.use(
    http.get('*/usage/:uid', ({ request }) => {
      freshReads.push(request.headers.get('pautia-read'));
      return HttpResponse.json(answers[Math.min(freshReads.length - 1, answers.length - 1)]);
    }),
  );
  return freshReads;
}

function renderMeter(language: InterfaceLanguage = 'en') {
  storeUser({ plan: 'PRO' });
  renderWithProviders(
    <SessionContext value={fakeSession({ user: fakeUser() })}>
      <MemoryRouter>
        <UsageMeter />
      </MemoryRouter>
    </SessionContext>,
    { language },
  );
}

const meter = (name = 'Plan usage') => screen.getByRole('region', { name });

describe('UsageMeter', () => {
  it('shows what the plan has left and when it resets', async () => {
    const freshReads = answerUsage(usage(1, 10));
    renderMeter();
    expect(await screen.findByText('1 of 3 strategies used · 10 of 100 questions used')).toBeInTheDocument();
    expect(freshReads).toEqual([null]);
    expect(meter()).toHaveTextContent('Resets on Dec 1, 2026. Upgrade');
  });

  // After a question or a strategy in this tab: app/dashboard-route.test.tsx (the mutations invalidate it).
  it('asks again after a change made in another tab', async () => {
    answerUsage(usage(1, 10), usage(2, 10));
    renderMeter();
    await screen.findByText('1 of 3 strategies used · 10 of 100 questions used');
    act(() => {
      localStorage.setItem('pautia.lastChangeAt', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'pautia.lastChangeAt' }));
    });
    expect(await screen.findByText('2 of 3 strategies used · 10 of 100 questions used')).toBeInTheDocument();
  });

  it('counts in English with plurals, and says when an allowance is unlimited', async () => {
    answerUsage({
      plan: 'PREMIUM',
      campaigns: { used: 1, limit: 1, resetsAt: null },
      ai_queries: { used: 1, limit: null, resetsAt: null },
    });
    renderMeter();
    expect(await screen.findByText('1 of 1 strategy used · Unlimited questions (1 used)')).toBeInTheDocument();
    expect(meter()).toHaveTextContent('Your plan does not renew these.');
  });

  it('speaks Spanish in the Spanish interface: "1 de 3 consultas usadas"', async () => {
    answerUsage({
      plan: 'TRIAL',
      campaigns: { used: 0, limit: 1, resetsAt: '2026-12-01T12:00:00.000Z' },
      ai_queries: { used: 1, limit: 3, resetsAt: '2026-12-01T12:00:00.000Z' },
    });
    renderMeter('es');
    expect(await screen.findByText('0 de 1 estrategia usada · 1 de 3 consultas usadas')).toBeInTheDocument();
    expect(meter('Uso del plan')).toHaveTextContent('Se renueva el 1 dic 2026. Mejorar plan');
    expect(screen.getByRole('link', { name: 'Mejorar plan' })).toHaveAttribute('href', '/pricing');
  });

  it('says "ilimitadas" for an unlimited allowance in Spanish', async () => {
    answerUsage({
      plan: 'PREMIUM',
      campaigns: { used: 4, limit: null, resetsAt: null },
      ai_queries: { used: 1, limit: null, resetsAt: null },
    });
    renderMeter('es');
    expect(await screen.findByText('Estrategias ilimitadas (4 usadas) · Consultas ilimitadas (1 usada)')).toBeInTheDocument();
  });
});
