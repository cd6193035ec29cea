import { ROOT, startStack } from '../emulators/stack.mjs';
import { load, startProductionServer } from './api-latency.mjs';
const stack = await startStack({ ports: 'auto', persist: false, quiet: true });
try {
  const claims = { sub: 'prof-user', email: 'prof@example.com', email_verified: true, name: 'Prof User' };
  const res = await fetch(`http://127.0.0.1:${stack.ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=bench`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestUri: 'http://localhost', returnSecureToken: true, postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com` }),
  });
  const { localId: uid, idToken } = await res.json();
  await fetch(`http://127.0.0.1:${stack.ports.hosting}/auth/google`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` }, body: JSON.stringify({ uid }) });
  const which = process.argv[2] ?? 'estado';
  const path = which === 'health' ? '/health' : which === 'list' ? `/campaign/user/${uid}` : `/api/suscripciones/estado/${uid}`;
  const prod = await startProductionServer(ROOT, stack);
  const headers = { authorization: `Bearer ${idToken}`, 'pautia-read': 'fresh' };
  await load(`${prod.url}${path}`, { headers, durationMs: 2000 });
  const r = await load(`${prod.url}${path}`, { headers, durationMs: 10000 });
  console.log(which, JSON.stringify({ p50: r.p50, p95: r.p95, rps: r.rps, errors: r.errors }));
  await prod.stop();
} finally { await stack.stop(); }
