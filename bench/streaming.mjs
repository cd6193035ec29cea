// Streaming, as a person sees it: a real browser against the local stack, with OpenAI at
// the fake OpenAI-compatible server (bench/fake-openai.mjs) writing about 50 tokens a second, so a
// strategy of about 1,300 tokens takes about half a minute, as a real model does.
// - Strategy: from the click on "Generate Strategy" to the first section on screen, against the
//   whole strategy ready on screen. Target: the first section within 10% of the total.
// - Chat: from the model's first token (the fake server's clock) to the first characters of the
//   answer on screen (the page's clock; same machine). Target: ≤ 300 ms.
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { startStack } from '../emulators/stack.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser.mjs';
import { SAMPLE_CHAT, SAMPLE_STRATEGY, startFakeOpenAi } from './fake-openai.mjs';

const TOKENS_PER_SECOND = 50;
const CHAT_RUNS = 3;

/**
 * `tokensPerSecond` and `chatRuns` shorten the step (the smoke run); the figures are then information
 * only. `shared` is a running stack and its fake OpenAI (`fakeOpenAiEnv`) to use instead of new ones.
 */
export async function measureStreaming({ log = console.log, tokensPerSecond = TOKENS_PER_SECOND, chatRuns = CHAT_RUNS, shared } = {}) {
  const fake = shared?.fake ?? (await startFakeOpenAi({ tokensPerSecond }));
  if (shared) fake.configure({ tokensPerSecond });
  const stack = shared?.stack ?? (await startStack({ ports: 'auto', persist: false, quiet: true, env: fakeOpenAiEnv(fake) }));
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ baseURL: stack.url, viewport: { width: 1280, height: 860 } })).newPage();
    const email = `bench-stream-${Date.now()}@example.com`;
    await page.goto('/login');
    await page.getByRole('button', { name: /^(Sign in with Google|Iniciar sesión con Google)$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Bench Stream');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: /Continue as/ }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await setPlan(stack, email, 'PRO');
    await page.goto('/dashboard');

    log('  strategy: filling the form…');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '+ Create campaign' }).click();
    const form = page.getByRole('region', { name: 'Create a campaign' });
    const next = () => form.getByRole('button', { name: 'Next' }).click();
    // Every field is looked up inside the form, as the e2e journeys do: the page has other controls
    // with the same names (the navbar's language switch is a group named 'Language').
    await form
      .getByLabel('Describe your business')
      .fill(
        'Rivera Plumbing is a family plumbing business in Austin, Texas: licensed and insured, 24/7 emergency service and free estimates.',
      );
    await next();
    await form.getByRole('radio', { name: /^Leads/ }).check();
    await next();
    await form.getByLabel('Location').fill('Austin, TX');
    await form.getByLabel('Language').fill('English');
    await next();
    await form.getByRole('textbox', { name: 'Keywords', exact: true }).fill('emergency plumber, leak repair');
    await next();
    await form.getByLabel('Weekly budget (USD)').fill('350');
    const generate = form.getByRole('button', { name: 'Generate Strategy' });
    // The page's own clock: when the button is clicked, when the summary (the first section) is on
    // screen, when the finished strategy is.
    await page.evaluate(
      (snippet) => {
        const marks = { click: 0, first: 0, done: 0 };
        window.__streamBench = marks;
        const check = () => {
          const text = document.body.textContent ?? '';
          if (!marks.first && text.includes(snippet)) marks.first = performance.now();
          if (!marks.done && marks.click && document.querySelector('.strategy .badge-success')) marks.done = performance.now();
        };
        new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
        document.addEventListener('click', () => (marks.click ||= performance.now()), { capture: true, once: true });
      },
      SAMPLE_STRATEGY.summary.slice(0, 60),
    );
    log(`  strategy: generating at ${tokensPerSecond} tokens/s…`);
    await generate.click();
    await page.waitForFunction(() => window.__streamBench.done > 0, null, { timeout: 120_000, polling: 100 });
    const strategy = await page.evaluate(() => window.__streamBench);
    const firstSection = strategy.first - strategy.click;
    const total = strategy.done - strategy.click;

    log(`  strategy: first section after ${Math.round(firstSection)} ms, whole strategy after ${Math.round(total)} ms`);
    log('  chat: asking…');
    await page.getByRole('article').getByRole('button', { name: 'Back to chat' }).click();
    const delays = [];
    for (let run = 0; run < chatRuns; run += 1) {
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      await page.evaluate((answer) => {
        const marks = { firstChars: 0 };
        window.__chatBench = marks;
        // The reply being typed (its text, without the caret).
        const check = () => {
          const typed = document.querySelector('[data-testid="typing-reply"] .chat-text')?.textContent ?? '';
          if (!marks.firstChars && typed && answer.startsWith(typed)) marks.firstChars = performance.timeOrigin + performance.now();
        };
        new MutationObserver(check).observe(document.querySelector('.chat-log'), { subtree: true, childList: true, characterData: true });
      }, SAMPLE_CHAT);
      const streamsBefore = fake.streams.length;
      await page.getByRole('textbox', { name: 'Message' }).fill(`What should I do next? (${run + 1})`);
      await page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await page.waitForFunction(() => window.__chatBench.firstChars > 0, null, { timeout: 60_000, polling: 50 });
      const { firstChars } = await page.evaluate(() => window.__chatBench);
      const model = fake.streams[streamsBefore];
      if (!model?.firstTokenAt) {
        throw new Error(
          `bench: the chat did not reach the fake model as a stream (${JSON.stringify(fake.streams)}; ${fake.requests.length} requests; page: ${(await page.textContent('main'))?.slice(0, 600)})`,
        );
      }
      delays.push(firstChars - model.firstTokenAt);
      // Wait for the reply to finish typing before the next question.
      await page.waitForFunction(() => !document.querySelector('[data-testid="typing-reply"]'), null, { timeout: 60_000 });
    }
    delays.sort((a, b) => a - b);
    const chatDelay = delays[Math.floor(delays.length / 2)];
    return [
      {
        name: 'Strategy: first section on screen',
        value: Math.round(firstSection),
        unit: 'ms',
        baseline: Math.round(total),
        target: 0.1,
        extra: `whole strategy on screen after ${(total / 1000).toFixed(1)} s; fake model at ${tokensPerSecond} tokens/s`,
      },
      {
        name: "Chat: first characters after the model's first token",
        value: Math.round(chatDelay),
        unit: 'ms',
        targetMax: 300,
        extra: `median of ${chatRuns}: ${delays.map((d) => Math.round(d)).join(', ')} ms`,
      },
    ];
  } finally {
    await browser.close();
    if (!shared) {
      await stack.stop();
      await fake.close();
    }
  }
}

/** A stack's settings that send its AI calls to the fake OpenAI-compatible server. */
export const fakeOpenAiEnv = (fake) => ({ OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseUrl });

async function setPlan(stack, email, plan) {
  process.env.METADATA_SERVER_DETECTION = 'none';
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${stack.ports.firestore}`;
  const app = initializeApp({ projectId: stack.projectId ?? 'demo-pautia' }, `bench-stream-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const found = await db.collection('users').where('email', '==', email).get();
    if (found.empty) throw new Error(`bench: no user ${email}`);
    await found.docs[0].ref.set({ plan }, { merge: true });
  } finally {
    await deleteApp(app);
  }
}

// `node bench/streaming.mjs`: this figure alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measureStreaming());
}
