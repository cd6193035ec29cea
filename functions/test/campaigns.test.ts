import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX } from '../src/contract/campaigns.js';
import { lintAdCopy } from '../src/contract/copy-lint.js';
import { call, db, registeredUser, signInGoogleUser, type TestUser } from './helpers.js';

const payload = {
  objective: 'Sales',
  description: '  Panadería La Espiga es una panadería artesanal en Madrid: pan de masa madre y bollería cada mañana.  ',
  type: 'Search',
  location: ' Madrid, España ',
  language: 'Español',
  keywords: 'pan artesanal, pan de masa madre, panadería madrid',
  negativeKeywords: 'gratis',
  link1: 'https://laespiga.example',
  link2: '',
  link3: '',
  link4: '',
  budget: 140,
};

const create = (user: TestUser, body: unknown = payload) =>
  call(`/campaign/user/${user.uid}`, { method: 'POST', token: user.idToken, body });
const list = (user: TestUser) => call(`/campaign/user/${user.uid}`, { token: user.idToken });
const storedCampaigns = async (user: TestUser) => (await db().collection(`users/${user.uid}/campaigns`).get()).docs;
const usageDocs = async (user: TestUser) => (await db().collection(`users/${user.uid}/usage`).get()).docs.map((d) => d.data());

async function premiumUser(): Promise<TestUser> {
  const user = await registeredUser();
  await db().doc(`users/${user.uid}`).update({ plan: 'PREMIUM' });
  return user;
}

describe('POST /campaign/user/{uid}', () => {
  it('generates the strategy, stores the campaign with it, and answers {response, campaign}', async () => {
    const user = await registeredUser();
    const res = await create(user);
    expect(res.status).toBe(201);
    const body = res.json as { response: string; campaign: Record<string, unknown> };
    expect(body.response).toMatch(/^ESTRATEGIA DE CAMPAÑA\n\nResumen\nPanadería La Espiga: plan de campaña de Búsqueda/);
    expect(body.response).toContain('Títulos (máx. 30 caracteres)');
    expect(body.campaign).toMatchObject({
      id: expect.any(String),
      // Business name + main theme + month, in the campaign's language.
      name: expect.stringMatching(
        /^Panadería La Espiga – Pan artesanal – (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/,
      ),
      status: 'Strategy ready',
      objective: 'Sales',
      type: 'Search',
      location: 'Madrid, España',
      language: 'Español',
      budget: 140,
      strategyText: body.response,
    });
    expect(new Date(body.campaign['createdAt'] as string).toISOString()).toBe(body.campaign['createdAt']);
    const strategy = body.campaign['strategy'] as { headlines: string[]; descriptions: string[]; abTest?: unknown; callouts?: string[] };
    expect(strategy.headlines.length).toBeGreaterThanOrEqual(8);
    expect(strategy.headlines.every((h) => h.length <= HEADLINE_MAX)).toBe(true);
    // Linted as the campaign page lints it: the brand is a fact a line carries.
    expect(
      lintAdCopy(strategy, {
        lang: 'es',
        support: payload.description,
        properNouns: ['Madrid', 'Panadería La Espiga'],
        brand: 'Panadería La Espiga',
      }),
    ).toEqual([]);
    // Callouts come from what the owner states, never a keyword or the brand: a thin brief has fewer.
    expect(strategy.callouts!.length).toBeGreaterThanOrEqual(3);
    // A/B testing recommendations are for PRO and Premium (docs/product.md P6.3): not on the Free plan.
    expect(strategy.abTest).toBeUndefined();
    expect(res.headers.get('server-timing')).toMatch(/ai;dur=[\d.]+, app;dur=[\d.]+/);

    const [doc] = await storedCampaigns(user);
    expect(doc!.id).toBe(body.campaign['id']);
    expect(doc!.data()).toMatchObject({
      status: 'Strategy ready',
      description: payload.description.trim(),
      // The model's shape: lists as lists, pages by role (the SPEC's payload is read at the edge only).
      keywords: ['pan artesanal', 'pan de masa madre', 'panadería madrid'],
      pages: { landing: payload.link1 },
      strategyText: body.response,
      strategy: expect.objectContaining({ summary: expect.any(String) }),
      generationError: null,
    });
    // The ads are stored once, in their groups: no campaign-level copy of them, no SPEC link fields.
    expect(doc!.data()).not.toHaveProperty('link1');
    expect(doc!.data()['strategy']).not.toHaveProperty('headlines');
    expect(doc!.data()['strategy'].adGroups.every((g: { ad?: { headlines: string[] } }) => (g.ad?.headlines.length ?? 0) >= 3)).toBe(true);
  });

  it.each([
    ['a description of 20 characters', { description: '12345678901234567890' }, 'description'],
    ['an unknown objective', { objective: 'Fame' }, 'objective'],
    ['an unknown type', { type: 'Radio' }, 'type'],
    ['a missing location', { location: '   ' }, 'location'],
    ['a missing language', { language: undefined }, 'language'],
    ['missing keywords', { keywords: '' }, 'keywords'],
    ['a budget under 50', { budget: 49 }, 'budget'],
    ['a budget that is not a number', { budget: 'a lot' }, 'budget'],
    ['a link that is not http(s)', { link2: 'javascript:alert(1)' }, 'link2'],
    ['an overlong description', { description: 'x'.repeat(5001) }, 'description'],
    // Refused by the JSON body check (http/body.ts).
    ['text that cannot be stored (a lone surrogate)', { keywords: 'pan \uD800' }, ''],
  ])('answers 400 to %s and stores nothing (no campaign, no unit used)', async (_what, change, field) => {
    const user = await registeredUser();
    const res = await create(user, { ...payload, ...change });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'INVALID_REQUEST', message: expect.stringContaining(field) });
    expect(await storedCampaigns(user)).toHaveLength(0);
    expect((await usageDocs(user)).every((u) => !u['campaigns'])).toBe(true);
  });

  it('answers 400 to a body that is not an object', async () => {
    const user = await registeredUser();
    expect((await create(user, ['not', 'an', 'object'])).status).toBe(400);
    expect(await storedCampaigns(user)).toHaveLength(0);
  });

  it("refuses another user's uid with 403 and an unsigned request with 401", async () => {
    const mallory = await registeredUser();
    const victim = await registeredUser();
    expect((await call(`/campaign/user/${victim.uid}`, { method: 'POST', token: mallory.idToken, body: payload })).status).toBe(403);
    expect((await call(`/campaign/user/${victim.uid}`, { token: mallory.idToken })).status).toBe(403);
    expect((await call(`/campaign/user/${victim.uid}`, { method: 'POST', body: payload })).status).toBe(401);
    expect(await storedCampaigns(victim)).toHaveLength(0);
  });
});

describe('GET /campaign/user/{uid}', () => {
  it('lists the campaigns newest first with the list fields and their defaults', async () => {
    const user = await premiumUser();
    expect((await list(user)).json).toEqual({ campaigns: [] });

    const first = await create(user, {
      ...payload,
      description: 'We fix bikes fast and fair in Portland, every day.',
      keywords: 'bike repair',
      location: 'Portland, OR',
      language: 'English',
    });
    const second = await create(user);
    // A document written by hand without name or status (e.g. an older version) gets the defaults.
    await db()
      .doc(`users/${user.uid}/campaigns/legacy`)
      .set({ createdAt: new Date(Date.now() - 86_400_000), objective: 'Leads', budget: 75 });

    const res = await list(user);
    expect(res.status).toBe(200);
    const campaigns = (res.json as { campaigns: Record<string, unknown>[] }).campaigns;
    expect(campaigns.map((c) => c['id'])).toEqual([
      (second.json as { campaign: { id: string } }).campaign.id,
      (first.json as { campaign: { id: string } }).campaign.id,
      'legacy',
    ]);
    expect(campaigns[1]).toMatchObject({
      name: expect.stringMatching(/^Bike Repair – Portland – [A-Z][a-z]+ \d{4}$/),
      status: 'Strategy ready',
      language: 'English',
      budget: 140,
    });
    // The SPEC's item fields and the status, never the strategy: the campaign page's GET carries that.
    expect(Object.keys(campaigns[1]!).sort()).toEqual([
      'budget',
      'createdAt',
      'id',
      'language',
      'location',
      'name',
      'objective',
      'status',
      'type',
    ]);
    expect(campaigns[2]).toEqual({
      id: 'legacy',
      name: 'Campaign',
      status: 'Draft',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      objective: 'Leads',
      type: '',
      location: '',
      language: '',
      budget: 75,
    });
  });

  it('gives a Premium strategy an A/B test plan and a second campaign of the same name " (2)"', async () => {
    const user = await premiumUser();
    const first = (await create(user)).json as {
      campaign: {
        name: string;
        strategy: { abTest?: { headlines: string[]; hypothesis: string; metric: string; clicksPerVariant: number } };
      };
    };
    const second = (await create(user)).json as { campaign: { name: string } };
    expect(second.campaign.name).toBe(`${first.campaign.name} (2)`);
    const ab = first.campaign.strategy.abTest!;
    expect(ab.headlines.length).toBeGreaterThanOrEqual(3);
    expect(ab.hypothesis).toMatch(/anuncio B/);
    expect(ab.metric).toBe('Tasa de conversión');
    expect(ab.clicksPerVariant).toBe(300);
  });

  it('writes a peso budget in pesos: the strategy, its text and the list read in the owner’s money', async () => {
    const user = await registeredUser();
    const res = await create(user, {
      ...payload,
      description: 'Uñas Lupita: uñas acrílicas, gelish y pedicure spa en Guadalajara, con cita por WhatsApp.',
      location: 'Guadalajara, Jalisco, México',
      keywords: 'uñas acrílicas, pedicure spa',
      objective: 'Leads',
      budget: 54.35,
      localBudget: { amount: 1000, currency: 'MXN' },
      place: { id: 'geonames:4005539', kind: 'city', name: 'Guadalajara, Jalisco, México', countryCode: 'MX' },
    });
    expect(res.status).toBe(201);
    const body = res.json as { response: string; campaign: { strategy: { summary: string; bidding: string; kpis: string[] } } };
    const { summary, bidding, kpis } = body.campaign.strategy;
    expect(summary).toMatch(/MXN 1[.,]000[.,]00 por semana/);
    expect(body.response).toMatch(/- Semanal: MXN 1[.,]000[.,]00\n- Diario: MXN 142[.,]86\n/);
    expect([body.response, summary, bidding, ...kpis].join('\n')).not.toMatch(/USD|US\$/);
    const listed = (await list(user)).json as { campaigns: Record<string, unknown>[] };
    expect(listed.campaigns[0]).toMatchObject({ budget: 54.35, money: { currency: 'MXN' } });
    expect((listed.campaigns[0]!['money'] as { owner?: unknown }).owner).toBeUndefined();
  });

  it('answers an empty list for a user who never signed up', async () => {
    const user = await signInGoogleUser();
    expect((await list(user)).json).toEqual({ campaigns: [] });
  });
});

describe('POST /chat', () => {
  const ask = (user: TestUser, message: unknown) =>
    call('/chat', { method: 'POST', token: user.idToken, body: { userId: user.uid, message } });

  it("answers with the user's campaigns in mind, in the question's language", async () => {
    const user = await premiumUser();
    await create(user);
    const res = await ask(user, '¿Cuánto debería gastar al día?');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      // Whether the budget is enough, from the keyword planner's estimate for the campaign.
      response: expect.stringMatching(
        /^Para «Panadería La Espiga[^»]*» en [^,]+, USD 140,00 por semana (alcanza|no alcanza)[\s\S]*planificador/,
      ),
    });
    const english = await ask(user, 'How can I improve my CTR?');
    expect((english.json as { response: string }).response).toMatch(/^To improve CTR on “Panadería La Espiga – Pan artesanal/);
    // Copy requests are written by the copy engine for the latest campaign, in its language.
    const copy = (await ask(user, 'Write 3 headlines about your sourdough')).json as { response: string };
    expect(copy.response).toMatch(/^Headlines for “Panadería La Espiga/);
    expect(copy.response).toMatch(/\n1\. [^\n]*masa madre/i);
  });

  it('remembers past exchanges on Pro and Premium, not on Free', async () => {
    const pro = await registeredUser();
    await db().doc(`users/${pro.uid}`).update({ plan: 'PRO' });
    const free = await registeredUser();
    for (const user of [pro, free]) {
      expect((await ask(user, '¿Qué palabras clave negativas uso?')).status).toBe(200);
    }
    // A follow-up with no topic of its own continues the previous one only with memory.
    expect(((await ask(pro, '¿Y qué más?')).json as { response: string }).response).toMatch(/^Sobre las palabras clave negativas/);
    // Without memory there is no topic to continue: the assistant says it did not understand, never guesses.
    expect(((await ask(free, '¿Y qué más?')).json as { response: string }).response).toMatch(/^No pude entender eso/);
    expect((await db().collection(`users/${pro.uid}/chat`).get()).size).toBe(2);
  });

  it.each([
    ['an empty message', ''],
    ['a blank message', '   \n '],
    ['a message over 4000 characters', 'x'.repeat(4001)],
    ['a message that is not text', 42],
    ['a message that cannot be stored (a lone surrogate)', 'hola \uD800'],
  ])('answers 400 to %s and uses no query', async (what, message) => {
    const user = await registeredUser();
    const res = await ask(user, message);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: 'INVALID_REQUEST',
      message: what.includes('surrogate') ? expect.any(String) : expect.stringContaining('message'),
    });
    expect((await usageDocs(user)).every((u) => !u['ai_queries'])).toBe(true);
  });

  it("refuses another user's userId with 403", async () => {
    const mallory = await registeredUser();
    const victim = await registeredUser();
    const res = await call('/chat', { method: 'POST', token: mallory.idToken, body: { userId: victim.uid, message: 'hola' } });
    expect(res.status).toBe(403);
  });
});
