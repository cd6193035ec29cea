// Server time of an offline strategy and of an offline chat reply: median of 20 runs each.
//
//   npm run build -w functions && npx node functions/scripts/measure-ai.mjs           # the compiled adapters, in process
//   npm run build -w functions && npx node functions/scripts/measure-ai.mjs --stack   # + the routes on a fresh local stack
//
// With --stack it starts the same stack the tests use (free ports, no persisted data), signs in a
// Premium user and reads the `Server-Timing` header of POST /campaign/user/{uid} and POST /chat:
// `app` is the whole handler (validation, allowance transaction, Firestore writes, AI), `ai` the
// provider alone. Round trips through Hosting and the Functions emulator are shown for reference.
/* global AbortController */
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// MEASURE_LIB: another build of this checkout (e.g. one made with tsc --outDir), default functions/lib.
const lib = process.env.MEASURE_LIB ?? join(here, '..', 'lib');
const { offlineProvider } = await import(join(lib, 'adapters', 'ai', 'offline', 'index.js'));
const { offlineStrategy } = await import(join(lib, 'strategy', 'strategist.js'));
const { offlineChatReply } = await import(join(lib, 'assistant', 'offline-chat.js'));
const { generateStrategy } = await import(join(lib, 'strategy', 'generate.js'));
const { renderStrategyText } = await import(join(lib, 'strategy', 'render.js'));

const RUNS = 20;
const forms = [
  {
    objective: 'Leads',
    description: 'Fontanería Ruiz es una empresa familiar de fontanería en Valencia con 20 años de experiencia en urgencias.',
    type: 'Search',
    location: 'Valencia, España',
    language: 'Español',
    keywords: 'fontanero urgente, reparación de tuberías, reforma de baño, desatascos',
    negativeKeywords: 'curso',
    link1: 'https://fontaneriaruiz.example',
    link2: '',
    link3: 'https://fontaneriaruiz.example/contacto',
    link4: '',
    budget: 120,
  },
  {
    objective: 'Sales',
    description: 'We bake sourdough bread and pastries in small batches and deliver across Brooklyn every morning.',
    type: 'Shopping',
    location: 'Brooklyn, NY',
    language: 'English',
    keywords: 'sourdough bread delivery, artisan bakery, fresh croissants',
    negativeKeywords: '',
    link1: '',
    link2: '',
    link3: '',
    link4: '',
    budget: 300,
  },
];
const questions = [
  '¿Cuánto presupuesto debería gastar al día?',
  'How can I improve my CTR?',
  '¿Qué palabras clave negativas uso?',
  'What CPC should I aim for?',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (n) => `${n.toFixed(3)} ms`;

async function timeRuns(fn) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  return times;
}

// --- In process: the compiled offline adapter as services.ts builds it, called as the route does.
const ai = offlineProvider({ strategy: offlineStrategy, chat: offlineChatReply });
const signal = new AbortController().signal;
const strategyTimes = await timeRuns(async (i) => {
  const form = forms[i % forms.length];
  renderStrategyText(await generateStrategy(ai, form, { signal }), form.language);
});
const campaigns = [
  {
    name: 'Fontanería Ruiz',
    status: 'Strategy ready',
    objective: 'Leads',
    type: 'Search',
    location: 'Valencia, España',
    language: 'Español',
    budget: 120,
    keywords: forms[0].keywords,
    createdAt: new Date().toISOString(),
    headlines: ['Fontanero urgente en Valencia'],
  },
];
const chatTimes = await timeRuns((i) => ai.chat({ message: questions[i % questions.length], history: [], campaigns }, { signal }));
console.log(`Offline adapter, in process (median of ${RUNS}, first run included):`);
console.log(
  `  strategy (generate + render text): ${ms(median(strategyTimes))}   (min ${ms(Math.min(...strategyTimes))}, max ${ms(Math.max(...strategyTimes))})`,
);
console.log(
  `  chat reply:                        ${ms(median(chatTimes))}   (min ${ms(Math.min(...chatTimes))}, max ${ms(Math.max(...chatTimes))})`,
);

if (process.argv.includes('--stack')) await measureStack();

async function measureStack() {
  const { startStack } = await import(join(here, '..', '..', 'emulators', 'stack.mjs'));
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  console.log('\nStarting a local stack (free ports, no persistence)…');
  const stack = await startStack({ ports: 'auto', persist: false, quiet: true });
  try {
    const base = `http://127.0.0.1:${stack.ports.hosting}`;
    const claims = { sub: `measure-${Date.now()}`, email: 'measure@example.com', email_verified: true, name: 'Measure' };
    const signIn = await fetch(`http://127.0.0.1:${stack.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        returnSecureToken: true,
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${signIn.idToken}`, 'content-type': 'application/json' };
    const post = (path, body) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    await post('/auth/google', { uid: signIn.localId });
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.ports.firestore}`;
    process.env.METADATA_SERVER_DETECTION = 'none'; // no Google metadata server here
    const db = getFirestore(initializeApp({ projectId: stack.projectId }, 'measure'));
    await db.doc(`users/${signIn.localId}`).update({ plan: 'PREMIUM' }); // unlimited, as billing would write it

    const timing = (res) =>
      Object.fromEntries(
        (res.headers.get('server-timing') ?? '').split(',').map((p) => {
          const [name, dur] = p.trim().split(';dur=');
          return [name, Number(dur)];
        }),
      );
    // One warm-up request each: the Functions emulator loads the code on the first call.
    await post(`/campaign/user/${signIn.localId}`, forms[0]);
    await post('/chat', { userId: signIn.localId, message: questions[0] });
    for (const [label, send] of [
      ['POST /campaign/user/{uid}', (i) => post(`/campaign/user/${signIn.localId}`, forms[i % forms.length])],
      ['POST /chat', (i) => post('/chat', { userId: signIn.localId, message: questions[i % questions.length] })],
    ]) {
      const app = [];
      const aiTimes = [];
      const roundTrips = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const res = await send(i);
        await res.text();
        roundTrips.push(performance.now() - started);
        if (!res.ok) throw new Error(`${label} answered ${res.status}`);
        const t = timing(res);
        app.push(t.app);
        aiTimes.push(t.ai);
      }
      console.log(
        `${label} (median of ${RUNS}): server ${ms(median(app))}, of which AI ${ms(median(aiTimes))}; round trip ${ms(median(roundTrips))}`,
      );
    }
  } finally {
    await stack.stop();
  }
}
